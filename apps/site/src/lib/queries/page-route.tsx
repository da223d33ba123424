import type { PageContent, PageSlug } from '@manara/contracts';
import type { PostedForm } from '@manara/contracts/form-posts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prime, type RouteModule } from '../route-module';
import { pageMeta, pageQuery } from './page';
import { CmsPage } from './page-state';

/** What a CMS-written page's body is given: its copy as an editor published it. */
export interface CmsPageProps<S extends PageSlug> {
  page: PageContent[S];
}

interface CmsPageRouteOptions {
  /** The page reads its query string (filters), so the server renders it per query. */
  readsSearch?: boolean;
  /**
   * The lists the page shows beside its copy, primed with it: `(queryClient, url) =>
   * [queryClient.ensureQueryData(…)]`; `url` is the address, whose query string names filters and pages.
   */
  alsoPrime?: (queryClient: QueryClient, url: URL) => Promise<unknown>[];
  /** The forms on the page that post to it without scripts (docs/decisions/023). */
  forms?: readonly PostedForm[];
}

/**
 * The route module of a page whose copy an editor writes in /cms, from its slug and its body: its
 * head comes from the page's search fields (else its name and hero), its loader primes the copy and any
 * lists it shows, and its Component draws the body once the copy is there.
 */
export function cmsPageRoute<S extends PageSlug>(
  slug: S,
  Page: ComponentType<CmsPageProps<S>>,
  { readsSearch, alsoPrime, forms }: CmsPageRouteOptions = {},
): Required<RouteModule> {
  return {
    handle: { ...(readsSearch ? { readsSearch } : {}), ...(forms ? { forms } : {}), meta: pageMeta(slug) },
    loader: async ({ queryClient, request }) => {
      await prime(
        queryClient.ensureQueryData(pageQuery(slug)),
        ...(alsoPrime?.(queryClient, new URL(request.url)) ?? []),
      );
      return null;
    },
    Component: () => <CmsPage slug={slug}>{(page) => <Page page={page} />}</CmsPage>,
  };
}
