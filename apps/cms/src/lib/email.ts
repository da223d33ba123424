import type { EmailAdapter } from 'payload';

/**
 * The product sends no e-mail (forgot-password opens a mail to support, spec §2), so instead of
 * Payload's "No email adapter" warning every start, messages Payload would send (the /cms
 * forgot-password link) are written to the server log for the operator.
 */
export const logOnlyEmail: EmailAdapter = ({ payload }) => ({
  name: 'log-only',
  defaultFromAddress: process.env.SUPPORT_EMAIL?.trim() || 'support@manara.local',
  defaultFromName: 'Manara Research',
  sendEmail: async (message) => {
    payload.logger.info(
      { to: message.to, subject: message.subject },
      'E-mail not sent (no mail server): logged instead',
    );
    payload.logger.info(String(message.text ?? message.html ?? ''));
  },
});
