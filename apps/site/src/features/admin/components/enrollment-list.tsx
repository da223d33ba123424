import { LOCALE, type Enrollment } from '@manara/contracts';
import { Table, type TableColumn } from '@manara/ui';
import { useState } from 'react';
import { useAdminEnrollments } from '../api/get-enrollments';
import { AdminPager } from './admin-pager';
import { EnrollmentRowEditor } from './enrollment-row-editor';
import { ListError, ListLoading } from './list-state';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

/** Course enrollments with a status dropdown and a 0–100 progress input (spec §2). */
export function EnrollmentList() {
  const [page, setPage] = useState(1);
  const query = useAdminEnrollments(page);
  if (query.isPending) return <ListLoading label="Loading enrollments" />;
  if (query.isError) return <ListError what="Enrollments" onRetry={() => void query.refetch()} />;
  const columns: TableColumn<Enrollment>[] = [
    { key: 'courseTitle', header: 'Course', rowHeader: true },
    { key: 'userName', header: 'Member' },
    {
      key: 'edit',
      header: 'Status and progress',
      // Keyed by the saved values, so the row's inputs start again from what the server holds.
      cell: (e) => <EnrollmentRowEditor key={`${e.id}-${e.status}-${e.progress}`} enrollment={e} />,
    },
    { key: 'updatedAt', header: 'Updated', cell: (e) => dateFormat.format(new Date(e.updatedAt)) },
  ];
  return (
    <>
      <Table
        caption="All enrollments"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(e) => e.id}
        emptyTitle="No enrollments yet"
      />
      <AdminPager label="Enrollments" page={page} total={query.data.total} onPage={setPage} />
    </>
  );
}
