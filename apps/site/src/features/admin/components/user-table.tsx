import { countryByCode, type AdminUser } from '@manara/contracts';
import { Badge, Table, type TableColumn } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiPage } from '../../../lib/api-client';
import { AdminPager } from './admin-pager';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Users with their activity; edit only, there is no delete (spec §2). */
export function UserTable({
  query,
  page,
  onPage,
  onEdit,
}: {
  query: UseQueryResult<ApiPage<AdminUser>>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
}) {
  if (query.isPending) return <ListLoading label="Loading users" />;
  if (query.isError) return <ListError what="Users" onRetry={() => void query.refetch()} />;
  const columns: TableColumn<AdminUser>[] = [
    { key: 'name', header: 'Name', rowHeader: true },
    { key: 'email', header: 'Email' },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => (
        <Badge tone={u.role === 'admin' ? 'accent' : 'neutral'}>{u.role === 'admin' ? 'Admin' : 'Member'}</Badge>
      ),
    },
    { key: 'country', header: 'Country', cell: (u) => countryByCode(u.country).name },
    { key: 'plan', header: 'Plan' },
    {
      key: 'stats',
      header: 'Activity',
      cell: (u) =>
        `${plural(u.stats.enrollments, 'enrollment')}, ${plural(u.stats.serviceRequests, 'request')}, ${plural(u.stats.reviews, 'review')}`,
    },
    { key: 'actions', header: 'Actions', cell: (u) => <RowActions name={u.name} onEdit={() => onEdit(u)} /> },
  ];
  return (
    <>
      <Table
        caption="All users"
        hideCaption
        columns={columns}
        rows={query.data.items}
        getRowKey={(u) => u.id}
        emptyTitle="No users yet"
      />
      <AdminPager label="Users" page={page} total={query.data.total} onPage={onPage} />
    </>
  );
}
