import { LOCALE } from '@manara/contracts';
import { onFirstUse } from '@/lib/format';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' }));

/** "Sent 3 Mar 2026", and "updated …" only when the team has changed the request since. */
export function requestDates(createdAt: string, updatedAt: string): string {
  const sent = new Date(createdAt);
  const updated = new Date(updatedAt);
  if (Number.isNaN(sent.getTime())) return '';
  const sentText = `Sent ${dateFormat().format(sent)}`;
  if (Number.isNaN(updated.getTime()) || updated.getTime() - sent.getTime() < 1000) return sentText;
  return `${sentText} · updated ${dateFormat().format(updated)}`;
}
