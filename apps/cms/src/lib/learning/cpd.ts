import type { CourseCpd } from '@manara/contracts';

/** The CPD group as a course and a certificate store it: every part optional, blank as null. */
export interface StoredCpd {
  hours?: number | null;
  accreditor?: string | null;
  activityCode?: string | null;
}

/**
 * The CPD credit to show or print, or undefined when there is none: hours make the credit; an
 * accreditor or code without hours says nothing a clinician could claim.
 */
export function toCpd(stored: StoredCpd | null | undefined): CourseCpd | undefined {
  if (!stored?.hours || stored.hours <= 0) return undefined;
  const accreditor = stored.accreditor?.trim();
  const activityCode = stored.activityCode?.trim();
  return { hours: stored.hours, ...(accreditor ? { accreditor } : {}), ...(activityCode ? { activityCode } : {}) };
}
