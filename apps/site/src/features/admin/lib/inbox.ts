import {
  API_BASE,
  apiRoutes,
  leadFilterSchema,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadFilter,
  type LeadKind,
  type LeadStatus,
} from '@manara/contracts';

/** What the Inbox's address says: the filters, the page of the list and the open lead. */
export interface InboxState {
  filter: LeadFilter;
  page: number;
  leadId?: string;
}

const isKind = (value: string | null): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);
const isStatus = (value: string | null): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/**
 * Reads ?kind=&status=&q=&page=&lead= of /admin/inbox. A value the server would refuse (an edited
 * or stale address) is dropped, so the list shows instead of a 400.
 */
export function readInboxState(params: URLSearchParams): InboxState {
  const kind = params.get('kind');
  const status = params.get('status');
  const q = leadFilterSchema.shape.q.safeParse(params.get('q') ?? undefined);
  const page = Number(params.get('page'));
  const leadId = params.get('lead')?.trim();
  return {
    filter: {
      kind: isKind(kind) ? kind : undefined,
      status: isStatus(status) ? status : undefined,
      q: q.success ? q.data : undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    leadId: leadId || undefined,
  };
}

/** The search part of an Inbox address; defaults (page 1, no filter) are left out. */
export function inboxSearch({ filter, page, leadId }: InboxState): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  if (leadId) params.set('lead', leadId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The leads export with the list's filters: a plain same-origin download. */
export function leadsCsvHref(filter: LeadFilter): string {
  return API_BASE + apiRoutes.adminLeadsCsv.href(filter);
}

export const SUBSCRIBERS_CSV_HREF = API_BASE + apiRoutes.adminSubscribersCsv.href();

/** "sampleSize" → "Sample size": the wizard's and the plan's field names as a reader reads them. */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(detailValue).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${detailLabel(key)}: ${detailValue(inner)}`)
      .join('; ');
  }
  return String(value).trim();
}

/** A lead's structured details as label and value pairs, in the form's order; empty answers are left out. */
export function detailEntries(details: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(details)
    .map(([key, value]) => ({ label: detailLabel(key), value: detailValue(value) }))
    .filter((entry) => entry.value !== '');
}
