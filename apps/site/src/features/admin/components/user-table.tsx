import styled from '@emotion/styled';
import { countryByCode, ROLE_LABELS, type AdminUser } from '@manara/contracts';
import { Badge, type TableColumn } from '@manara/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiPage } from '../../../lib/api-client';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ListError, ListLoading } from './list-state';
import { RowActions } from './row-actions';

const Email = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.regular,
  overflowWrap: 'anywhere',
}));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Users with their activity; edit only, there is no delete. */
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
    // The e-mail under the name: an address does not wrap, and in a column of its own it pushes
    // the row's actions out of view beside the sidebar.
    {
      key: 'name',
      header: 'Name and email',
      rowHeader: true,
      cell: (u) => (
        <>
          {u.name}
          <Email>{u.email}</Email>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => <Badge tone={u.role === 'admin' ? 'accent' : 'neutral'}>{ROLE_LABELS[u.role]}</Badge>,
    },
    { key: 'country', header: 'Country', cell: (u) => countryByCode(u.country).name },
    { key: 'plan', header: 'Plan' },
    {
      key: 'stats',
      header: 'Activity',
      cell: (u) =>
        `${plural(u.stats.enrollments, 'enrollment')}, ${plural(u.stats.serviceRequests, 'request')}, ${plural(u.stats.reviews, 'review')}`,
    },
    { key: 'actions', header: 'Actions', cell: (u) => <RowActions id={u.id} name={u.name} onEdit={() => onEdit(u)} /> },
  ];
  return (
    <>
      <AdminTable
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
