import type { ServiceRequest } from '@manara/contracts';
import { Table, type TableColumn } from '@manara/ui';
import { useState } from 'react';
import { useAdminServiceRequests } from '../api/get-service-requests';
import { AdminPager } from './admin-pager';
import { ListError, ListLoading } from './list-state';
import { ServiceRequestRowEditor } from './service-request-row-editor';

/** Service requests with a status dropdown (spec §2). */
export function ServiceRequestList() {
  const [page, setPage] = useState(1);
  const query = useAdminServiceRequests(page);
  if (query.isPending) return <ListLoading label="Loading service requests" />;
  if (query.isError) return <ListError what="Service requests" onRetry={() => void query.refetch()} />;
  const columns: TableColumn<ServiceRequest>[] = [
    { key: 'serviceTitle', header: 'Service', rowHeader: true },
    { key: 'userName', header: 'Member' },
    { key: 'details', header: 'Details' },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => <ServiceRequestRowEditor key={`${r.id}-${r.status}`} request={r} />,
    },
  ];
  return (
    <>
      <Table
        caption="All service requests"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(r) => r.id}
        emptyTitle="No service requests yet"
      />
      <AdminPager label="Service requests" page={page} total={query.data.total} onPage={setPage} />
    </>
  );
}
