import styled from '@emotion/styled';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type Lead, type LeadFilter, type LeadStatus } from '@manara/contracts';
import { Badge, type BadgeTone, type TableColumn } from '@manara/ui';
import { useAdminLeads } from '../api/get-leads';
import { formatDateTime } from '@/lib/format';
import type { OpenLinkTarget } from '../hooks/use-list-address';
import { ResourceTable } from './resource-table';
import { RowOpenLink } from './row-actions';

/** New leads stand out; settled ones recede. */
export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'accent',
  contacted: 'info',
  won: 'success',
  lost: 'neutral',
  spam: 'danger',
};

const Email = styled.span({ overflowWrap: 'anywhere' });

/** A lead's sender as the list names it: a visitor's quote or a plan choice may carry no name. */
export const senderOf = (lead: Lead) => lead.name || lead.email;

/** One page of leads, newest first, each opened by its row's Open link. */
export function LeadTable({
  filter,
  page,
  openLink,
  onPage,
}: {
  filter: LeadFilter;
  page: number;
  openLink: (id: string) => OpenLinkTarget;
  onPage: (page: number) => void;
}) {
  const query = useAdminLeads(filter, page);
  const filtered = Boolean(filter.kind || filter.status || filter.q);
  const columns: TableColumn<Lead>[] = [
    { key: 'sender', header: 'From', rowHeader: true, cell: senderOf },
    { key: 'kind', header: 'Kind', cell: (l) => LEAD_KIND_LABELS[l.kind] },
    { key: 'email', header: 'E-mail', cell: (l) => <Email>{l.email}</Email> },
    { key: 'createdAt', header: 'Received', cell: (l) => formatDateTime(l.createdAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (l) => <Badge tone={LEAD_STATUS_TONES[l.status]}>{LEAD_STATUS_LABELS[l.status]}</Badge>,
    },
  ];
  return (
    <ResourceTable
      list={{ query, page, onPage }}
      label="Leads"
      caption="Leads, newest first"
      columns={columns}
      actions={(l) => (
        <RowOpenLink
          {...openLink(l.id)}
          label={`Open the ${LEAD_KIND_LABELS[l.kind].toLowerCase()} from ${senderOf(l)}`}
        />
      )}
      emptyTitle={filtered ? 'No leads match these filters' : 'No leads yet'}
    />
  );
}
