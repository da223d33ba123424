import { LOCALE, type CertificateVerification } from '@manara/contracts';
import { onFirstUse } from '@/lib/format';

/** What the public page says about a code. */
export type VerificationOutcome = 'valid' | 'revoked' | 'unknown';

export function outcomeOf(verification: CertificateVerification | null): VerificationOutcome {
  if (!verification) return 'unknown';
  return verification.status === 'revoked' ? 'revoked' : 'valid';
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }));

/** "November 23, 2026" (UTC, so the server's HTML and the browser's agree), or nothing when it does not read. */
export function longDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** The page's title, for the head and the heading. */
export const OUTCOME_TITLES: Record<VerificationOutcome, string> = {
  valid: 'Valid certificate',
  revoked: 'Revoked certificate',
  unknown: 'Certificate not found',
};
