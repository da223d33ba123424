import type { EmailAdapter } from 'payload';

/**
 * The product sends no e-mail yet (forgot-password on the site opens a mail to support), so instead
 * of Payload's "No email adapter" warning every start, the log says that a message was not sent and
 * to whom. Never its body: a reset e-mail carries a token that signs in to the account, and logs
 * are read by more people, and kept longer, than a mailbox.
 */
export const logOnlyEmail: EmailAdapter = ({ payload }) => ({
  name: 'log-only',
  defaultFromAddress: process.env.SUPPORT_EMAIL?.trim() || 'support@manara.local',
  defaultFromName: 'Manara Research',
  sendEmail: async (message) => {
    payload.logger.info({ to: message.to, subject: message.subject }, 'E-mail not sent: no mail server is set up');
  },
});
