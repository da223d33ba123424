import type { TableColumn, TableProps } from '@manara/ui';
import type { ReactNode } from 'react';
import type { PagedList } from '../api/admin-query';
import { AdminPager } from './admin-pager';
import { AdminTable } from './admin-table';
import { ListError, ListLoading } from './list-state';

export interface ResourceTableProps<Row> extends Omit<
  TableProps<Row>,
  'rows' | 'caption' | 'hideCaption' | 'getRowKey' | 'columns' | 'page' | 'pageSize' | 'onPageChange'
> {
  list: PagedList<Row>;
  /** The list's name as a title ("Service requests"): its loading label, failure, caption and pager. */
  label: string;
  /** The hidden caption, when "All …" does not say the order. */
  caption?: string;
  columns: TableColumn<Row>[];
  /** The row's buttons or link, in a last column headed Actions. */
  actions?: (row: Row) => ReactNode;
}

/**
 * One admin list from loading to paging: a spinner while it loads, a retry when it fails, then the
 * page of rows (each keyed by its id, its actions last) with the pager under it.
 */
export function ResourceTable<Row extends { id: string }>({
  list: { query, page, onPage },
  label,
  caption = `All ${label.toLowerCase()}`,
  columns,
  actions,
  ...table
}: ResourceTableProps<Row>) {
  if (query.isPending) return <ListLoading label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError || !query.data) return <ListError what={label} onRetry={() => void query.refetch()} />;
  const all = actions ? [...columns, { key: 'actions', header: 'Actions', cell: actions }] : columns;
  return (
    <>
      <AdminTable
        {...table}
        caption={caption}
        hideCaption
        columns={all}
        rows={query.data.items}
        getRowKey={(row) => row.id}
      />
      <AdminPager label={label} page={query.page ?? page} total={query.data.total} onPage={onPage} />
    </>
  );
}
