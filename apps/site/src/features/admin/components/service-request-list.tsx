import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  formatDueDate,
  SERVICE_REQUEST_STATUSES,
  SUCCESS_TOASTS,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@manara/contracts';
import { Badge, type TableColumn } from '@manara/ui';
import { useAdminServiceRequests } from '../api/get-service-requests';
import { useUpdateServiceRequest } from '../api/update-service-request';
import { useListAddress, type OpenLinkTarget } from '../hooks/use-list-address';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { useRowUpdate } from '../hooks/use-row-update';
import { readServiceRequestsState, serviceRequestsSearch, type ServiceRequestsState } from '../lib/service-requests';
import { AdminSubsection } from './admin-section';
import { ClampedText } from './admin-table';
import { OrderDetail } from './order-detail';
import { ResourceTable } from './resource-table';
import { RowOpenLink } from './row-actions';
import { RowStatusSelect } from './row-controls';

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'nowrap', gap: theme.space[2] }));
const Service = styled.span(({ theme }) => ({ display: 'inline-flex', flexWrap: 'wrap', gap: theme.space[2] }));
const Due = styled.span({ whiteSpace: 'nowrap' });

const versionOf = (r: ServiceRequest) => `${r.id}:${r.status}`;

/**
 * The requests, newest first, each with its status dropdown saved by the row's Update (PATCH
 * /api/admin/service-requests/{id}; focus stays on Update after the save), its promised date, the
 * member's news since the team last looked, and Open for the whole order.
 */
function ServiceRequestTable({
  page,
  onPage,
  openLink,
}: {
  page: number;
  onPage: (page: number) => void;
  openLink: (id: string) => OpenLinkTarget;
}) {
  const query = useAdminServiceRequests(page);
  const rows = useRowUpdate(useUpdateServiceRequest(), {
    success: SUCCESS_TOASTS.requestUpdated,
    failed: FAILURE_TOASTS.requestUpdate,
  });
  const drafts = useRowDrafts<{ status: ServiceRequestStatus }>();
  const statusOf = (r: ServiceRequest) => drafts.valuesOf(versionOf(r), { status: r.status }).status;
  const who = (r: ServiceRequest) => `${r.userName}, ${r.serviceTitle}`;

  const columns: TableColumn<ServiceRequest>[] = [
    {
      key: 'serviceTitle',
      header: 'Service',
      rowHeader: true,
      cell: (r) => (
        <Service>
          {r.serviceTitle}
          {r.unread ? <Badge tone="accent">{r.unread} new</Badge> : null}
        </Service>
      ),
    },
    { key: 'userName', header: 'Member' },
    { key: 'details', header: 'Details', cell: (r) => <ClampedText>{r.details}</ClampedText> },
    { key: 'dueDate', header: 'Due', cell: (r) => <Due>{r.dueDate ? formatDueDate(r.dueDate) : 'Not set'}</Due> },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <RowStatusSelect
          label={`Status of the request by ${who(r)}`}
          statuses={SERVICE_REQUEST_STATUSES}
          value={statusOf(r)}
          onChange={(status) => drafts.edit(versionOf(r), { status })}
        />
      ),
    },
  ];
  return (
    <ResourceTable
      list={{ query, page, onPage }}
      label="Service requests"
      columns={columns}
      actions={(r) => (
        <Actions>
          {rows.actions(r.id, `request by ${who(r)}`, () => void rows.save(r.id, { status: statusOf(r) }))}
          <RowOpenLink {...openLink(r.id)} label={`Open the request by ${who(r)}`} />
        </Actions>
      )}
      emptyTitle="No service requests yet"
    />
  );
}

/**
 * Service requests: every order, with its status changed in the row, and one open beside the list
 * with its whole workspace. The page and the open order live in the address, the one the team's
 * e-mails link to.
 */
export function ServiceRequestList() {
  const { state, go, openLink, close, listHeading } = useListAddress<ServiceRequestsState>({
    read: readServiceRequestsState,
    search: serviceRequestsSearch,
    openKey: 'requestId',
    openAction: 'open-order',
  });
  return (
    <>
      {state.requestId ? <OrderDetail key={state.requestId} id={state.requestId} onClose={close} /> : null}
      <AdminSubsection title="Requests" kind="list" headingRef={listHeading}>
        <ServiceRequestTable page={state.page} onPage={(page) => go({ ...state, page })} openLink={openLink} />
      </AdminSubsection>
    </>
  );
}
