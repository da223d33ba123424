import { Pagination } from '@manara/ui';
import { ADMIN_PAGE_SIZE } from '../api/keys';
import { pageCount } from '../lib/format';

/**
 * Paging of one admin list from the server's X-Total-Count; each pager is its own navigation
 * landmark with its own name, so several on one page stay distinguishable.
 */
export function AdminPager({
  label,
  page,
  total,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= ADMIN_PAGE_SIZE) return null;
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(total, page * ADMIN_PAGE_SIZE);
  return (
    <Pagination
      aria-label={`${label} pages`}
      page={page}
      pageCount={pageCount(total, ADMIN_PAGE_SIZE)}
      onPageChange={onPage}
      summary={`Showing ${first}–${last} of ${total}`}
    />
  );
}
