import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { visuallyHiddenStyles } from '../visually-hidden';
import { ScrollArea, StyledTable, TableFrame } from './table.styles';

export interface TableColumn<Row> {
  /** Stable key; also read from the row when no `cell` is given. */
  key: string;
  header: ReactNode;
  cell?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The column that names each row becomes a row header (`<th scope="row">`). */
  rowHeader?: boolean;
}

export interface TableProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Names the table; shown above it unless `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown in place of the body when there are no rows. */
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyActions?: ReactNode;
  /** Rows per page; pagination controls appear when the rows do not fit one page. */
  pageSize?: number;
  /** 1-based page (controlled); leave out to let the table page by itself. */
  page?: number;
  onPageChange?: (page: number) => void;
}

/** The admin list: header row, row headers, an empty state and client-side paging. */
export function Table<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  getRowKey,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  emptyActions,
  pageSize,
  page: pageProp,
  onPageChange,
  ...props
}: TableProps<Row>) {
  const [internalPage, setInternalPage] = useState(1);
  const pageCount = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const page = Math.min(Math.max(pageProp ?? internalPage, 1), pageCount);
  const visible = pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const setPage = (next: number) => {
    if (pageProp === undefined) setInternalPage(next);
    onPageChange?.(next);
  };
  const first = (page - 1) * (pageSize ?? 0) + 1;

  return (
    <TableFrame data-slot="table" data-state={rows.length === 0 ? 'empty' : 'filled'} {...props}>
      {/* A caption-named region that keyboard users can scroll when the table is wider than the screen. */}
      <ScrollArea role="region" aria-label={caption} tabIndex={0}>
        <StyledTable>
          <caption style={hideCaption ? visuallyHiddenStyles : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-align={column.align}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <EmptyState
                    variant="plain"
                    titleLevel={3}
                    title={emptyTitle}
                    description={emptyDescription}
                    actions={emptyActions}
                  />
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={getRowKey(row)}>
                  {columns.map((column) => {
                    const content = column.cell
                      ? column.cell(row)
                      : String((row as Record<string, unknown>)[column.key] ?? '');
                    return column.rowHeader ? (
                      <th key={column.key} scope="row" data-align={column.align}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.key} data-align={column.align}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </ScrollArea>
      {pageSize && rows.length > pageSize ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          summary={`Showing ${first}–${first + visible.length - 1} of ${rows.length}`}
        />
      ) : null}
    </TableFrame>
  );
}
