import type { PayloadRequest } from 'payload';
import { CMS_BASE, env, siteUrl } from '../../lib/env';

/** The origin a reset link must use: SITE_URL, else the one the request came to. */
function originOf(req: PayloadRequest): string {
  const configured = siteUrl();
  if (configured) return configured;
  try {
    if (req.url) return new URL(req.url).origin;
  } catch {
    // A Local API request has no URL of its own.
  }
  return `http://localhost:${env().PORT}`;
}

/**
 * The reset e-mail of the /cms sign-in. Payload's default link leaves out Next's basePath and would
 * land on the site's 404, so the link is built here to point at the CMS's own reset page.
 */
export const resetPasswordEmail = {
  // Payload's per-user interval reserves the user outside the operation's transaction, which SQLite's
  // one writer cannot serve; hooks/guard-sign-in.ts limits reset e-mails per address instead.
  minRequestInterval: 0,
  generateEmailSubject: () => 'Reset your Manara Research CMS password',
  generateEmailHTML: (args?: { req?: PayloadRequest; token?: string }) => {
    const link = `${args?.req ? originOf(args.req) : ''}${CMS_BASE}/reset/${encodeURIComponent(args?.token ?? '')}`;
    return [
      '<p>Someone asked to reset the password of your Manara Research CMS account.</p>',
      `<p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p>`,
      '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
    ].join('\n');
  },
};
