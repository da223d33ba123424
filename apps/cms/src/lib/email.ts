import nodemailer from 'nodemailer';
import type { EmailAdapter } from 'payload';
import { isProduction, mailFrom, publicOriginWarning, smtpUrl } from './env';
import { countMail } from './metrics';

/**
 * Without a mail server the log says that a message was not sent, and nothing of the message: a
 * reset e-mail carries a token that signs in to the account, a newsletter e-mail one that confirms
 * or cancels a subscription, recipients and subjects name people, and logs are read by more people,
 * and kept longer, than a mailbox. The request id on the line tells which request wanted it sent.
 */
export const logOnlyEmail: EmailAdapter = ({ payload }) => {
  const from = mailFrom();
  if (isProduction) payload.logger.warn('SMTP_URL is not set: e-mails are written to the log, not sent');
  return {
    name: 'log-only',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async () => {
      payload.logger.info('E-mail not sent: no mail server is set up');
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

/** Counts each message in the metrics: `delivered` when the adapter took it, `failed` when it threw. */
function counted(adapter: EmailAdapter, delivered: 'sent' | 'logged'): EmailAdapter {
  return (args) => {
    const inner = adapter(args);
    return {
      ...inner,
      sendEmail: async (message) => {
        try {
          const result: unknown = await inner.sendEmail(message);
          countMail(delivered);
          return result;
        } catch (err) {
          countMail('failed');
          throw err;
        }
      },
    };
  };
}

/**
 * SMTP_URL set: mail is sent; unset: it is logged (development, tests, a demo without a server).
 * Either way, production without SITE_URL warns at start that mail links will say localhost.
 */
export function emailAdapter(): EmailAdapter {
  const url = smtpUrl();
  const adapter = url ? counted(smtpEmail(url), 'sent') : counted(logOnlyEmail, 'logged');
  return (args) => {
    const warning = publicOriginWarning();
    if (warning) args.payload.logger.warn(warning);
    return adapter(args);
  };
}
