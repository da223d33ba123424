import nodemailer from 'nodemailer';
import type { EmailAdapter } from 'payload';
import { isProduction, mailFrom, smtpUrl } from './env';

/**
 * Without a mail server the log says that a message was not sent and to whom. Never its body: a
 * reset e-mail carries a token that signs in to the account, a newsletter e-mail one that confirms
 * or cancels a subscription, and logs are read by more people, and kept longer, than a mailbox.
 */
export const logOnlyEmail: EmailAdapter = ({ payload }) => {
  const from = mailFrom();
  if (isProduction) payload.logger.warn('SMTP_URL is not set: e-mails are written to the log, not sent');
  return {
    name: 'log-only',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      payload.logger.info({ to: message.to, subject: message.subject }, 'E-mail not sent: no mail server is set up');
    },
  };
};

/**
 * Payload's e-mail adapter over nodemailer's SMTP transport (docs/decisions/014-mail.md): the
 * official @payloadcms/email-nodemailer has no release for this Payload version, and the adapter
 * interface is three fields and a function. Payload's own mails (password reset) and ours
 * (lib/lead-mail.ts) both go through it.
 */
export function smtpEmail(url: string): EmailAdapter {
  return () => {
    const from = mailFrom();
    const transport = nodemailer.createTransport(url);
    return {
      name: 'nodemailer',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => transport.sendMail({ ...message, from: message.from ?? from }),
    };
  };
}

/** SMTP_URL set: mail is sent; unset: it is logged (development, tests, a demo without a server). */
export function emailAdapter(): EmailAdapter {
  const url = smtpUrl();
  return url ? smtpEmail(url) : logOnlyEmail;
}
