import {
  FAILURE_TOASTS,
  SERVICE_REQUEST_STATUSES,
  SUCCESS_TOASTS,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@manara/contracts';
import type { TableColumn } from '@manara/ui';
import { useState } from 'react';
import { useAdminServiceRequests } from '../api/get-service-requests';
import { useUpdateServiceRequest } from '../api/update-service-request';
import { useRowDrafts } from '../hooks/use-row-drafts';
import { useToastedSave } from '../hooks/use-toasted-save';
import { rowActionFor } from '../lib/row-focus';
import { ClampedText } from './admin-table';
import { ResourceTable } from './resource-table';
import { RowActions } from './row-actions';
import { RowStatusSelect } from './row-controls';

const versionOf = (r: ServiceRequest) => `${r.id}:${r.status}`;

/**
 * Service requests with a status dropdown, saved by the row's Update
 * (PATCH /api/admin/service-requests/{id}). Focus stays on Update after the save.
 */
export function ServiceRequestList() {
  const [page, setPage] = useState(1);
  const query = useAdminServiceRequests(page);
  const update = useUpdateServiceRequest();
  const drafts = useRowDrafts<{ status: ServiceRequestStatus }>();
  const toastedSave = useToastedSave();
  const statusOf = (r: ServiceRequest) => drafts.valuesOf(versionOf(r), { status: r.status }).status;
  const who = (r: ServiceRequest) => `${r.userName}, ${r.serviceTitle}`;

  const save = (r: ServiceRequest) =>
    toastedSave(
      () => update.mutateAsync({ id: r.id, patch: { status: statusOf(r) } }),
      { success: SUCCESS_TOASTS.requestUpdated, failed: FAILURE_TOASTS.requestUpdate },
      () => rowActionFor('update', r.id),
    );

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
      query={query}
      label="Service requests"
      page={page}
      onPage={setPage}
      columns={columns}
      actions={(r) => (
        <RowActions
          id={r.id}
          name={`request by ${who(r)}`}
          onUpdate={() => void save(r)}
          updating={update.isPending && update.variables?.id === r.id}
        />
      )}
      emptyTitle="No service requests yet"
    />
  );
}
