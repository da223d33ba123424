import { PROGRESS } from '@manara/contracts';

/**
 * A random whole percentage from PROGRESS.fallbackMin to PROGRESS.fallbackMax inclusive: the
 * dashboard shows 20–79 when no progress is saved. `random` is injectable for tests.
 */
export function fallbackProgress(random: () => number = Math.random): number {
  const span = PROGRESS.fallbackMax - PROGRESS.fallbackMin + 1;
  return PROGRESS.fallbackMin + Math.min(span - 1, Math.floor(random() * span));
}

/** A course's duration in hours, as the dashboard lists it ("1 hour", "12 hours"). */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
