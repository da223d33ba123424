/**
 * Orders: a member's service request followed in their workspace (docs/api.md "Orders", docs/decisions
 * on the order model). Zod-free, so the dashboard and the server's mails read them without the schemas.
 */
import { A_LA_CARTE_SERVICES } from './a-la-carte';
import { LOCALE } from './countries';

export * from './order-pages';

/**
 * What a member can start a project for from the dashboard: data analysis (the scoping wizard's
 * service, the title a member's quote gets) and each a-la-carte service of the research services page.
 */
export const ORDER_SERVICES = ['Data Analysis', ...A_LA_CARTE_SERVICES] as const;
export type OrderService = (typeof ORDER_SERVICES)[number];

/**
 * The files an order takes, both ways: the member's data and documents, the team's deliverables.
 * Each is recognised by its bytes on the server (apps/cms/src/lib/orders/file-type.ts), never by its
 * name; the file is stored and sent back with the extension and type listed here.
 */
export const ORDER_FILE_KINDS = ['csv', 'xlsx', 'sav', 'dta', 'docx', 'pdf', 'zip'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

export const ORDER_FILE_TYPES: Record<OrderFileKind, { label: string; mimeType: string }> = {
  csv: { label: 'CSV', mimeType: 'text/csv' },
  xlsx: { label: 'XLSX', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  sav: { label: 'SAV', mimeType: 'application/x-spss-sav' },
  dta: { label: 'DTA', mimeType: 'application/x-stata-dta' },
  docx: { label: 'DOCX', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pdf: { label: 'PDF', mimeType: 'application/pdf' },
  zip: { label: 'ZIP', mimeType: 'application/zip' },
};

/** "CSV, XLSX, SAV, DTA, DOCX, PDF or ZIP". */
export const ORDER_FILE_LABELS = `${ORDER_FILE_KINDS.slice(0, -1)
  .map((kind) => ORDER_FILE_TYPES[kind].label)
  .join(', ')} or ${ORDER_FILE_TYPES.zip.label}`;

/** The file picker's `accept`: the extensions, so the browser offers the right files first. */
export const ORDER_FILE_ACCEPT = ORDER_FILE_KINDS.map((kind) => `.${kind}`).join(',');

/** One file of an order, either way. */
export const ORDER_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** What an order's timeline records: its start, each status change and each promised date. */
export const ORDER_EVENT_TYPES = ['created', 'status', 'due_date'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The member's notifications on the dashboard: their orders' changes and their learning's outcomes. */
export const NOTIFICATION_KINDS = [
  'order_status',
  'order_due_date',
  'order_message',
  'order_file',
  'project_reviewed',
  'certificate_issued',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many of the member's latest notifications the dashboard lists. */
export const NOTIFICATIONS_SHOWN = 20;

/** The author a member reads for a change the system made (no signed-in person behind it). */
export const TEAM_NAME = 'Manara team';

let dueDateFormat: Intl.DateTimeFormat | undefined;

/** A promised delivery date (`YYYY-MM-DD`) as people read it: "Dec 12, 2026", the same day everywhere. */
export function formatDueDate(date: string): string {
  const day = new Date(`${date}T12:00:00.000Z`);
  if (Number.isNaN(day.getTime())) return date;
  dueDateFormat ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
  return dueDateFormat.format(day);
}
