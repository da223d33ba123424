import { LOCALE } from '@manara/contracts';

/** Last-update timestamp of the admin summary, in the site's fixed locale; "Not yet" before the first answer. */
export function formatTimestamp(iso: string | undefined): string {
  if (!iso) return 'Not yet';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Not yet';
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** The backend status label: Online when the summary says ok, else Checking... */
export function backendStatusLabel(status: string | undefined): 'Online' | 'Checking...' {
  return status === 'ok' ? 'Online' : 'Checking...';
}

/** Pages of a list of `total` items, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The control panel's loading screen shows only while all three lists are still loading. */
export function isPanelLoading(lists: { isPending: boolean }[]): boolean {
  return lists.length > 0 && lists.every((list) => list.isPending);
}
