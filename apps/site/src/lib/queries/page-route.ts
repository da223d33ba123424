import type { PageSlug } from '@manara/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { PageMeta, RouteHandle } from '../page-meta';
import { prime, type RouteLoader } from '../route-module';
import { pageMeta, pageQuery } from './page';

interface CmsPageRouteOptions {
  /** The page reads its query string (filters), so the server renders it per query. */
  readsSearch?: boolean;
  /** The lists the page shows beside its copy, primed with it: `(queryClient) => [queryClient.ensureQueryData(…)]`. */
  alsoPrime?: (queryClient: QueryClient) => Promise<unknown>[];
}

/**
 * The `handle` and `loader` of a page whose copy an editor writes in /cms: its head comes from the
 * page's search fields (else `fallback`), and its loader primes the copy and any lists it shows.
 */
export function cmsPageRoute(
  slug: PageSlug,
  fallback: PageMeta,
  { readsSearch, alsoPrime }: CmsPageRouteOptions = {},
): { handle: RouteHandle; loader: RouteLoader } {
  return {
    handle: { ...(readsSearch ? { readsSearch } : {}), meta: pageMeta(slug, fallback) },
    loader: async ({ queryClient }) => {
      await prime(queryClient.ensureQueryData(pageQuery(slug)), ...(alsoPrime?.(queryClient) ?? []));
      return null;
    },
  };
}
