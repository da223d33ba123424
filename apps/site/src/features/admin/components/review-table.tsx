import { STATUS_LABELS, type AdminReview, type ReviewStatus } from '@manara/contracts';
import { Badge, type BadgeTone, type TableColumn } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiPage } from '../../../lib/api-client';
import { AdminPager } from './admin-pager';
import { AdminTable, ClampedText } from './admin-table';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';

const STATUS_TONES: Record<ReviewStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function ReviewTable({
  query,
  page,
  onPage,
  onEdit,
  onDelete,
}: {
  query: UseQueryResult<ApiPage<AdminReview>>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (review: AdminReview) => void;
  onDelete?: (review: AdminReview) => void;
}) {
  if (query.isPending) return <ListLoading label="Loading reviews" />;
  if (query.isError) return <ListError what="Reviews" onRetry={() => void query.refetch()} />;
  const columns: TableColumn<AdminReview>[] = [
    { key: 'name', header: 'Name', rowHeader: true },
    { key: 'service', header: 'Service' },
    { key: 'rating', header: 'Rating', align: 'right', cell: (r) => r.rating.toFixed(1) },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>,
    },
    { key: 'quote', header: 'Quote', cell: (r) => <ClampedText>{r.quote}</ClampedText> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (r) => (
        <RowActions
          id={r.id}
          name={`review by ${r.name}`}
          onEdit={() => onEdit(r)}
          onDelete={onDelete ? () => onDelete(r) : undefined}
        />
      ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="All reviews"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(r) => r.id}
        emptyTitle="No reviews yet"
        emptyDescription="Add a review with the form above, or wait for members to share theirs."
      />
      <AdminPager label="Reviews" page={page} total={query.data.total} onPage={onPage} />
    </>
  );
}
