import { LOCALE } from '@manara/contracts';

/**
 * A formatter made the first time it is used. Making an Intl formatter loads its locale's data (the
 * first date formatter of a page costs some 30 ms on a mid-range phone), which a module should not
 * spend while the page starts: most pages show no date, and the rest show it after hydrating.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "March 2026", in UTC so the server's page and the hydrated one agree; written out rather than
 * asked of Intl, since the pages that show it (Home, Reviews) would pay the locale's data while they
 * start (docs/decisions/048-no-intl-while-a-page-starts.md).
 */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const dateTime = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }));

/** When something arrived or changed, to the minute; an unreadable date shows as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

/** A file's size as people read it: "48 KB", "1.2 MB"; nothing for an unknown size. */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
