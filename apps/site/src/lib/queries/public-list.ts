import type { ApiQuery } from '@manara/contracts/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequestPage, type ApiPage } from '../api-client';

/**
 * A public list as the server answers it (docs/decisions/034): a page at a time, with the number of
 * items that match in `X-Total-Count`. One key per list ([key], so a change made in the control
 * panel refreshes every page of it), under which each way of reading it has its own entry; the
 * hooks and the route loaders share these queryOptions, so nothing is fetched under a second key.
 */
export function publicList<T, K extends string, F extends ApiQuery = ApiQuery>(
  key: K,
  href: (query?: ApiQuery) => string,
) {
  const queryKey = [key] as const;

  /** The page `page` (1-based) of the items `filters` keep, and how many they keep in all. */
  const getPage = (filters: F, page: number, signal?: AbortSignal): Promise<ApiPage<T>> =>
    apiRequestPage<T>(href({ ...filters, page: page > 1 ? page : undefined }), { signal });

  /**
   * Every item, a page after another while the total says there are more: for the short lists the
   * site needs whole (the services, the journal catalogue), which today come in one answer.
   */
  const getAll = async (signal?: AbortSignal): Promise<T[]> => {
    const first = await getPage({} as F, 1, signal);
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page += 1) {
      const next = await getPage({} as F, page, signal);
      if (next.items.length === 0) break;
      items.push(...next.items);
    }
    return items;
  };

  return {
    queryKey,
    getAll,
    /** The whole list (see getAll). */
    all: () => queryOptions({ queryKey: [key, 'all'] as const, queryFn: ({ signal }) => getAll(signal) }),
    /** The newest `limit` items: the home page's few, the dashboard's catalogue courses. */
    latest: (limit: number) =>
      queryOptions({
        queryKey: [key, 'latest', limit] as const,
        queryFn: async ({ signal }) => (await apiRequestPage<T>(href({ limit }), { signal })).items,
      }),
    /** One page of the list as a visitor browses it with `filters` (see PagedGrid). */
    page: (filters: F, page: number) =>
      queryOptions({
        queryKey: [key, 'page', filters, page] as const,
        queryFn: ({ signal }) => getPage(filters, page, signal),
      }),
  };
}
