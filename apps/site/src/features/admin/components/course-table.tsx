import { formatCoursePrice, type Course } from '@manara/contracts';
import type { TableColumn } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../api/keys';
import { pageCount } from '../lib/format';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';

/** The catalog as a table; the contract does not page /api/courses, so the table pages it here. */
export function CourseTable({
  query,
  onEdit,
  onDelete,
}: {
  query: UseQueryResult<Course[]>;
  onEdit: (course: Course) => void;
  onDelete?: (course: Course) => void;
}) {
  const [page, setPage] = useState(1);
  if (query.isPending) return <ListLoading label="Loading courses" />;
  if (query.isError) return <ListError what="Courses" onRetry={() => void query.refetch()} />;

  const total = query.data.length;
  const current = Math.min(page, pageCount(total, ADMIN_PAGE_SIZE));
  const rows = query.data.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);
  const columns: TableColumn<Course>[] = [
    { key: 'title', header: 'Title', rowHeader: true },
    { key: 'category', header: 'Category' },
    { key: 'level', header: 'Level' },
    { key: 'durationHrs', header: 'Hours', align: 'right' },
    { key: 'rating', header: 'Rating', align: 'right', cell: (c) => c.rating.toFixed(1) },
    { key: 'price', header: 'Price', align: 'right', cell: (c) => formatCoursePrice(c.price) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) => (
        <RowActions
          id={c.id}
          name={c.title}
          onEdit={() => onEdit(c)}
          onDelete={onDelete ? () => onDelete(c) : undefined}
        />
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="All courses"
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(c) => c.id}
        emptyTitle="No courses yet"
        emptyDescription="Create the first course with the form above."
      />
      <AdminPager label="Courses" page={current} total={total} onPage={setPage} />
    </>
  );
}
