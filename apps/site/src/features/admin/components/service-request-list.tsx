import {
  FAILURE_TOASTS,
  SERVICE_REQUEST_STATUSES,
  SUCCESS_TOASTS,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@manara/contracts';
import type { TableColumn } from '@manara/ui';
import { useAdminServiceRequests } from '../api/get-service-requests';
import { useUpdateServiceRequest } from '../api/update-service-request';
import { usePagedList } from '../hooks/use-paged-list';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { useRowUpdate } from '../hooks/use-row-update';
import { ClampedText } from './admin-table';
import { ResourceTable } from './resource-table';
import { RowStatusSelect } from './row-controls';

const versionOf = (r: ServiceRequest) => `${r.id}:${r.status}`;

/**
 * Service requests with a status dropdown, saved by the row's Update
 * (PATCH /api/admin/service-requests/{id}). Focus stays on Update after the save.
 */
export function ServiceRequestList() {
  const list = usePagedList(useAdminServiceRequests);
  const rows = useRowUpdate(useUpdateServiceRequest(), {
    success: SUCCESS_TOASTS.requestUpdated,
    failed: FAILURE_TOASTS.requestUpdate,
  });
  const drafts = useRowDrafts<{ status: ServiceRequestStatus }>();
  const statusOf = (r: ServiceRequest) => drafts.valuesOf(versionOf(r), { status: r.status }).status;
  const who = (r: ServiceRequest) => `${r.userName}, ${r.serviceTitle}`;

  const columns: TableColumn<ServiceRequest>[] = [
    { key: 'serviceTitle', header: 'Service', rowHeader: true },
    { key: 'userName', header: 'Member' },
    { key: 'details', header: 'Details', cell: (r) => <ClampedText>{r.details}</ClampedText> },
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
      list={list}
      label="Service requests"
      columns={columns}
      actions={(r) => rows.actions(r.id, `request by ${who(r)}`, () => void rows.save(r.id, { status: statusOf(r) }))}
      emptyTitle="No service requests yet"
    />
  );
}
