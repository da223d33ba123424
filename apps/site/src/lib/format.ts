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
