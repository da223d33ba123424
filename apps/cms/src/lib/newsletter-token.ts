import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed newsletter links: `<payload>.<signature>`, both base64url. The payload names the address,
 * the purpose and the time of issue; the HMAC-SHA256 key is derived from Payload's secret and the
 * purpose, so a confirm link cannot unsubscribe anyone and an unsubscribe link cannot confirm.
 * Nothing is stored: the link itself is the proof that its holder received mail at the address.
 */
export type NewsletterPurpose = 'confirm' | 'unsubscribe';

/** A confirmation link works for a week; an unsubscribe link never expires (every mail carries one). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface TokenBody {
  e: string;
  p: NewsletterPurpose;
  t: number;
}

export type TokenCheck = { ok: true; email: string; issuedAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/** `<payload>.<signature>` in base64url and nothing else: a link with anything added is not ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const keyFor = (secret: string, purpose: NewsletterPurpose) =>
  createHmac('sha256', secret).update(`manara:newsletter:${purpose}`).digest();

const sign = (secret: string, purpose: NewsletterPurpose, body: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(body).digest();

export function newsletterToken(secret: string, purpose: NewsletterPurpose, email: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ e: email, p: purpose, t: now } satisfies TokenBody)).toString('base64url');
  return `${body}.${sign(secret, purpose, body).toString('base64url')}`;
}

function readBody(body: string): TokenBody | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const b = value as Partial<TokenBody>;
    if (typeof b?.e === 'string' && typeof b.p === 'string' && typeof b.t === 'number') return b as TokenBody;
  } catch {
    // Not JSON: not one of ours.
  }
  return undefined;
}

/** Checks the signature for `purpose` (in constant time), then the purpose and, for confirm, the age. */
export function verifyNewsletterToken(
  secret: string,
  purpose: NewsletterPurpose,
  token: string,
  now = Date.now(),
): TokenCheck {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, reason: 'invalid' };
  const [body = '', signature = ''] = token.split('.');
  const expected = sign(secret, purpose, body);
  // Node's base64url decoder skips what it cannot read and ignores spare bits of the last sign, so
  // a signature only counts in the one spelling that encodes it.
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature) return { ok: false, reason: 'invalid' };
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const parsed = readBody(body);
  if (!parsed || parsed.p !== purpose) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && now - parsed.t > CONFIRM_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, email: parsed.e, issuedAt: parsed.t };
}
