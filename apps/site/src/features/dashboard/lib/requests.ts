import { LOCALE, type ServiceRequestStatus } from '@manara/contracts';
import type { BadgeTone } from '@manara/ui';

/** A request under way reads as active; a finished one as done; a declined one as a warning. */
export const REQUEST_STATUS_TONES: Record<ServiceRequestStatus, BadgeTone> = {
  in_review: 'info',
  in_progress: 'accent',
  completed: 'success',
  rejected: 'danger',
};

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

/** "Sent 3 Mar 2026", and "updated …" only when the team has changed the request since. */
export function requestDates(createdAt: string, updatedAt: string): string {
  const sent = new Date(createdAt);
  const updated = new Date(updatedAt);
  if (Number.isNaN(sent.getTime())) return '';
  const sentText = `Sent ${dateFormat.format(sent)}`;
  if (Number.isNaN(updated.getTime()) || updated.getTime() - sent.getTime() < 1000) return sentText;
  return `${sentText} · updated ${dateFormat.format(updated)}`;
}
