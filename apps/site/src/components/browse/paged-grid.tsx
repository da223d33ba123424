import styled from '@emotion/styled';
import { Button, ButtonLink, Grid, Skeleton, type GridProps } from '@manara/ui';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApiPage } from '@/lib/api-client';

const MoreRow = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginTop: theme.space[8],
}));

type PageQueryOptions<T, K extends QueryKey> = UseQueryOptions<ApiPage<T>, Error, ApiPage<T>, K>;

/** The query of page `n` of a list with a browser's filters (lib/queries/public-list.ts). */
export type PageQuery<T, K extends QueryKey = QueryKey> = (page: number) => PageQueryOptions<T, K>;

export interface PagedList<T, K extends QueryKey = QueryKey> {
  pageQuery: PageQuery<T, K>;
  /** The first page the address asks for, then every one Show more added. */
  pages: number[];
  /** The first page shown: its total says how many match, its items whether there are any. */
  first: UseQueryResult<ApiPage<T>>;
  /** The last page shown, still loading after Show more. */
  last: UseQueryResult<ApiPage<T>>;
  /** The page Show more adds next, while there is one. */
  next: number | undefined;
  /** The positions (from 1) of the items on screen, once the first page is there. */
  shown: { from: number; to: number; total: number } | undefined;
  /** The page whose first title takes focus when it arrives (the one Show more added). */
  focusPage: number | undefined;
  showMore: () => void;
}

/**
 * A list that continues page after page (docs/decisions/034): the page the address asks for, then
 * each one Show more adds. `filterKey` names the browser's filters: a new filter starts again from
 * `firstPage` alone.
 */
export function usePagedList<T, K extends QueryKey>({
  pageQuery,
  firstPage,
  pageSize,
  filterKey,
}: {
  pageQuery: PageQuery<T, K>;
  firstPage: number;
  /** Items per page: more pages follow while `page × pageSize` is under the total. */
  pageSize: number;
  filterKey: string;
}): PagedList<T, K> {
  const [added, setAdded] = useState({ filterKey, firstPage, count: 0 });
  const count = added.filterKey === filterKey && added.firstPage === firstPage ? added.count : 0;
  const pages = Array.from({ length: count + 1 }, (_, n) => firstPage + n);
  const lastPage = firstPage + count;
  const first = useQuery(pageQuery(firstPage));
  const last = useQuery(pageQuery(lastPage));
  const total = first.data?.total;
  const loadedTo = last.data ? lastPage : lastPage - 1;
  return {
    pageQuery,
    pages,
    first,
    last,
    next: last.data && lastPage * pageSize < last.data.total ? lastPage + 1 : undefined,
    shown:
      total === undefined
        ? undefined
        : { from: (firstPage - 1) * pageSize + 1, to: Math.min(loadedTo * pageSize, total), total },
    focusPage: count > 0 ? lastPage : undefined,
    showMore: () => setAdded({ filterKey, firstPage, count: count + 1 }),
  };
}

interface PagedGridProps<T, K extends QueryKey> {
  list: PagedList<T, K>;
  columns?: GridProps['columns'];
  /** The list's accessible name, e.g. "Courses". */
  label: string;
  /** The button's words, e.g. "Show more courses". */
  moreLabel: string;
  /** The address of page `n` with the same filters: where the button goes without JavaScript. */
  pageHref: (page: number) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * The pages of a list shown so far in one grid, and Show more under it while there are more. Without
 * JavaScript (or before the page's code has arrived) the button is a link to the next page's address,
 * which the server renders; with it, the next page is appended and focus moves to its first title.
 */
export function PagedGrid<T extends { id: string }, K extends QueryKey>({
  list: { pageQuery, pages, last, next, focusPage, showMore },
  columns = { base: 1, md: 2, lg: 3 },
  label,
  moreLabel,
  pageHref,
  renderItem,
}: PagedGridProps<T, K>) {
  return (
    <>
      <Grid as="ul" columns={columns} aria-label={label} aria-busy={last.isPending ? 'true' : undefined}>
        {pages.map((page) => (
          <PageItems key={page} query={pageQuery(page)} focusFirst={page === focusPage} renderItem={renderItem} />
        ))}
      </Grid>
      {last.isError ? (
        <MoreRow role="alert">
          <Button variant="outline" onClick={() => void last.refetch()}>
            The next page could not be loaded: try again
          </Button>
        </MoreRow>
      ) : next !== undefined ? (
        <MoreRow>
          <ButtonLink
            href={pageHref(next)}
            variant="outline"
            onClick={(event) => {
              event.preventDefault();
              showMore();
            }}
          >
            {moreLabel}
          </ButtonLink>
        </MoreRow>
      ) : null}
    </>
  );
}

/** One page's items in the shared grid; placeholders while it loads, its first item focused once it has. */
function PageItems<T extends { id: string }, K extends QueryKey>({
  query,
  focusFirst,
  renderItem,
}: {
  query: PageQueryOptions<T, K>;
  focusFirst: boolean;
  renderItem: (item: T) => ReactNode;
}) {
  const { data, isPending } = useQuery(query);
  const first = useRef<HTMLLIElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusFirst || !data || focused.current) return;
    focused.current = true;
    // The first new item's title (or the item, when it has none, as a review): what a keyboard or
    // screen-reader user reads next.
    const item = first.current;
    const target = item?.querySelector<HTMLElement>('h2, h3, h4') ?? item;
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }, [data, focusFirst]);
  if (isPending) {
    return (
      <>
        {[0, 1, 2].map((n) => (
          <li key={n} aria-hidden="true">
            <Skeleton height="14rem" />
          </li>
        ))}
      </>
    );
  }
  return (
    <>
      {(data?.items ?? []).map((item, index) => (
        <li key={item.id} ref={index === 0 ? first : undefined}>
          {renderItem(item)}
        </li>
      ))}
    </>
  );
}
