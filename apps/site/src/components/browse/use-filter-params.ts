import { LIST_LIMIT } from '@manara/contracts/constants/limits';
import { useSearchParams } from 'react-router-dom';

const quietly = { replace: true, preventScrollReset: true } as const;

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
 */
export function useFilterParams(allValue: string) {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value === allValue) next.delete(key);
      else next.set(key, value);
      return next;
    }, quietly);
  const clearFilters = () => setParams(new URLSearchParams(), quietly);
  return { params, firstPage: firstPageOf(params), setFilter, clearFilters };
}
