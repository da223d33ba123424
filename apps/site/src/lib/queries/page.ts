import type { PageContent, PageSlug } from '@manara/contracts';
import { apiRoutes } from '@manara/contracts/routes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PAGE_TITLES } from '@/config/page-meta';
import { shorten, type RouteMeta } from '../page-meta';

export const pageQueryKey = <S extends PageSlug>(slug: S) => ['pages', slug] as const;

/** `GET /api/pages/{slug}`: the page's copy as an editor published it in /cms. */
export function getPage<S extends PageSlug>(slug: S, signal?: AbortSignal): Promise<PageContent[S]> {
  return apiRequest<PageContent[S]>(apiRoutes.page.href(slug), { signal });
}

/** One page's copy: the route's loader primes it on the server, the page reads it with usePage. */
export const pageQuery = <S extends PageSlug>(slug: S) =>
  queryOptions({ queryKey: pageQueryKey(slug), queryFn: ({ signal }) => getPage(slug, signal) });

export function usePage<S extends PageSlug>(slug: S) {
  return useQuery(pageQuery(slug));
}

/** The page's copy if the loader has it (for its meta), else undefined. */
export const cachedPage = <S extends PageSlug>(queryClient: QueryClient, slug: S) =>
  queryClient.getQueryData(pageQuery(slug).queryKey);

/**
 * A page's head: the search and sharing fields an editor filled in (the seed fills in each page's
 * description), else the page's name (config/page-meta.ts), the start of its hero's lead and the
 * hero's picture, as /cms tells editors.
 */
export function pageMeta(slug: PageSlug): RouteMeta {
  return ({ queryClient }) => {
    const page = cachedPage(queryClient, slug);
    const image = page?.meta?.image ?? page?.hero.image;
    return {
      title: page?.meta?.title ?? PAGE_TITLES[slug],
      description: page?.meta?.description ?? shorten(page?.hero.lead ?? ''),
      // The sharing image an editor chose, else the hero's picture.
      ...(image ? { image: image.url } : {}),
    };
  };
}
