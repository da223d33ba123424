/**
 * A promised delivery date is a day, not an instant. It is stored at noon UTC of that day (the /cms
 * date picker's day, or the control panel's `YYYY-MM-DD`), so that any time zone from UTC−11 to
 * UTC+11 reads the same day, and it travels in /api as `YYYY-MM-DD`.
 */

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** `YYYY-MM-DD`, an ISO timestamp or a Date, as the stored instant; null when there is none. */
export function storedDueDate(value: unknown): string | null {
  const day = dueDateOf(value);
  return day ? `${day}T12:00:00.000Z` : null;
}

/** The stored date as `YYYY-MM-DD` (its UTC day), or null when none is set. */
export function dueDateOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return null;
  return DAY.exec(date.toISOString())?.[1] ?? null;
}
