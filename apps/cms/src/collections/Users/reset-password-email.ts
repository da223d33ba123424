import { PASSWORD_RESET_PAGE } from '@manara/contracts';
import type { PayloadRequest, SendEmailOptions } from 'payload';
import { canUseCms } from '../../access';
import { CMS_BASE, publicOrigin } from '../../lib/env';

/**
 * Where a password reset was asked for: the site's page or the CMS's own. A member's link always
 * leads to the site (the CMS keeps members out); an editor's or admin's to the page they asked on.
 */
export type ResetDoor = 'site' | 'cms';

/** The request context key that carries the door into Payload's own reset e-mail. */
export const RESET_DOOR = 'manara:reset-door';

interface ResetMail {
  token: string;
  user: { role?: unknown };
  door: ResetDoor;
}

/** The link of the e-mail; its origin is configuration (SITE_URL), never the request's Host. */
function resetLink({ token, user, door }: ResetMail): string {
  const staff = canUseCms(user as Parameters<typeof canUseCms>[0]);
  const path =
    staff && door === 'cms'
      ? `${CMS_BASE}/reset/${encodeURIComponent(token)}`
      : `${PASSWORD_RESET_PAGE}?token=${encodeURIComponent(token)}`;
  return `${publicOrigin()}${path}`;
}

const SUBJECT = 'Reset your Manara Research password';

function resetHtml(mail: ResetMail): string {
  const link = resetLink(mail);
  return [
    '<p>Someone asked to reset the password of your Manara Research account.</p>',
    `<p><a href="${link}">Choose a new password</a> (the link works once, for one hour). Choosing one signs you out everywhere else.</p>`,
    `<p>Or copy this address into your browser: ${link}</p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
}

/** The reset e-mail for `to`, as lib/password-reset.ts sends it after answering. */
export function resetPasswordMail(to: string, mail: ResetMail): SendEmailOptions {
  return { to, subject: SUBJECT, html: resetHtml(mail) };
}

interface PayloadResetMailArgs {
  req?: PayloadRequest;
  token?: string;
  user?: { role?: unknown };
}

/**
 * The collection's `forgotPassword` settings. The site and /cms requests send the mail themselves
 * after answering (lib/password-reset.ts); these make any other use of Payload's operation send the
 * same mail (Payload's default link leaves out Next's basePath and would land on the site's 404).
 */
export const resetPasswordEmail = {
  // Payload's per-user interval reserves the user outside the operation's transaction, which SQLite's
  // one writer cannot serve; the reset-mail budget (lib/auth-budget.ts) limits e-mails per address instead.
  minRequestInterval: 0,
  generateEmailSubject: () => SUBJECT,
  generateEmailHTML: (args?: PayloadResetMailArgs) =>
    resetHtml({
      token: args?.token ?? '',
      user: args?.user ?? {},
      door: args?.req?.context?.[RESET_DOOR] === 'site' ? 'site' : 'cms',
    }),
};
