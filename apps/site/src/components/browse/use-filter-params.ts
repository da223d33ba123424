import { LIST_LIMIT } from '@manara/contracts/constants/limits';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/**
 * A filter's change adds no history entry and keeps the scroll. It is drawn at once (`flushSync`),
 * not as a transition: else the select shows its old value again until the router's state arrives.
 */
const quietly = { replace: true, preventScrollReset: true, flushSync: true } as const;

/** The list page an address asks for (`?page=`, from 1); anything that is not one is the first. */
export function firstPageOf(params: URLSearchParams): number {
  const value = params.get('page');
  const page = value && /^[0-9]{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= LIST_LIMIT.maxPage ? page : 1;
}

/** The query string of page `page` of a list with the filters of `params` (the first page has no `page`). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * The filters of a browsable list live in the URL, so a filtered view can be shared and survives a
 * reload. `setFilter` writes one filter (removing it at `allValue`) and keeps the others; neither it
 * nor `clearFilters` adds a history entry or scrolls. Either starts the list from its first page.
 *
 * A change runs the route's loader before the address changes, so for that while `params` is still
 * the old address. `asked` is the address last asked for (what the filters' controls show), and
 * each change builds on it: two quick changes both count, instead of the second dropping the first.
 */
export function useFilterParams(allValue: string) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const pendingSearch = pending?.pathname === pathname ? pending.search : undefined;
  const asked = useMemo(
    () => (pendingSearch === undefined ? params : new URLSearchParams(pendingSearch)),
    [pendingSearch, params],
  );
  // The last change asked for, and the address it was asked from: it is the base for the next change
  // while the address is still that one (its loader is running). Once the address has changed,
  // to it or by Back, the address is the base.
  const last = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const write = (next: URLSearchParams) => {
    last.current = { from: params.toString(), next };
    setParams(next, quietly);
  };
  const setFilter = (key: string, value: string) => {
    const base = last.current?.from === params.toString() ? last.current.next : params;
    const next = new URLSearchParams(base);
    next.delete('page');
    if (value === allValue) next.delete(key);
    else next.set(key, value);
    write(next);
  };
  const clearFilters = () => write(new URLSearchParams());
  return { params, asked, firstPage: firstPageOf(params), setFilter, clearFilters };
}
