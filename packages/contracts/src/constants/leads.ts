// The lead forms' facts that need no zod: the site's form components read them with the page.

/**
 * The consent sentence beside the newsletter checkbox. The server stores this wording with the
 * subscriber as the consent given, so the form must show exactly this text.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree to receive the Manara Research newsletter and can unsubscribe at any time.';

/**
 * A field people never see (hidden off-screen, `tabIndex={-1}`, `autoComplete="off"`): bots that
 * fill every input fill it too. A submission carrying a value is answered as a success and dropped.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
