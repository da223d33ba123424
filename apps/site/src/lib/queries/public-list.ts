import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/**
 * A public list the server reads at one address (courses, services, portfolio, reviews): its one
 * query key, its fetcher, and the queryOptions that the hook and the route loader share, so a list
 * is never fetched or cached under a second key.
 */
export function publicList<T, K extends string>(key: K, href: () => string) {
  const queryKey = [key] as const;
  const get = (signal?: AbortSignal): Promise<T[]> => apiRequest<T[]>(href(), { signal });
  const query = () => queryOptions({ queryKey, queryFn: ({ signal }) => get(signal) });
  const use = () => useQuery(query());
  return { queryKey, get, query, use };
}
