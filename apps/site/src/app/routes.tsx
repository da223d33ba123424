import { CERTIFICATE_PAGE } from '@manara/contracts/constants/learning';
import { ORDER_PAGE } from '@manara/contracts/constants/order-pages';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { siteSettingsQuery } from '@/lib/site-settings';
import { chunkLoaded } from '@/lib/chunk-reload';
import { prime, type RouteModule } from '@/lib/route-module';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** Ids of the routes that have no module in routes/ (the server preloads the others' files). */
export const SHELL_ROUTE_IDS: readonly string[] = ['root', 'pages'];

/**
 * Imports a route module. A module that loads clears the reload mark (lib/chunk-reload.ts); one
 * that fails reaches the error page, which reloads the page once if the failure is a missing file
 * after a deploy (the address is then the page asked for).
 */
async function importRoute(importer: () => Promise<RouteModule>): Promise<RouteModule> {
  const module = await importer();
  chunkLoaded();
  return module;
}

/** The route modules, by file: each is loaded on demand (a chunk of its own). */
const routeModules = import.meta.glob<RouteModule>('../routes/*.tsx');

/** The site's pages, in the order they are matched: each route's id (its module's file name) and path. */
const PAGES: readonly (readonly [id: string, path: string])[] = [
  ['home', paths.home],
  ['data-analysis', paths.dataAnalysis],
  ['research-services', paths.researchServices],
  ['courses', paths.courses],
  ['course-detail', paths.coursePattern],
  ['portfolio', paths.portfolio],
  ['reviews', paths.reviews],
  ['about', paths.about],
  ['pricing', paths.pricing],
  ['auth', paths.auth],
  ['forgot-password', paths.forgotPassword],
  ['reset-password', paths.resetPassword],
  ['journal-selection', paths.journalSelection],
  ['research-writer', paths.researchWriter],
  ['workgroups', paths.workgroups],
  ['contact', paths.contact],
  ['newsletter-confirm', paths.newsletterConfirm],
  ['newsletter-unsubscribe', paths.newsletterUnsubscribe],
  ['certificate', CERTIFICATE_PAGE.pattern],
  ['dashboard', paths.dashboard],
  // "new" before ":id", so Start a project is not read as an order named "new".
  ['start-project', ORDER_PAGE.start],
  ['order', ORDER_PAGE.pattern],
  ['admin', `${paths.admin}/*`],
  ['not-found', '*'],
];

/** Loads the route module with this id (its file name in routes/); its loader gets the query client of this router. */
function lazyRoute(queryClient: QueryClient, id: string) {
  const importer = routeModules[`../routes/${id}.tsx`];
  if (!importer) throw new Error(`No route module routes/${id}.tsx`);
  return async () => {
    const { Component, loader, handle } = await importRoute(importer);
    return {
      Component,
      ...(handle ? { handle } : {}),
      ...(loader ? { loader: (args: LoaderFunctionArgs) => loader({ ...args, queryClient }) } : {}),
    };
  };
}

/**
 * The route table of the site, shared by the browser router and the server renderer. Each route
 * module is loaded on demand, so a visitor downloads only the pages they open; its loader primes
 * `queryClient` (the browser's, or one per server request). A route's id is its module's file name
 * in routes/: the server names the modules of a page by it, to preload them with the HTML.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Layout queryClient={queryClient} />,
      // The footer of every page shows the site settings.
      loader: async () => {
        await prime(queryClient.ensureQueryData(siteSettingsQuery()));
        return null;
      },
      // A client-rendered page's module is still loading: render nothing for those few milliseconds.
      HydrateFallback: () => null,
      // The layout itself failed: the error page stands alone.
      errorElement: <RouteError standalone />,
      children: [
        {
          // A page that fails (its module, its render) shows the error page inside the site's layout.
          id: 'pages',
          errorElement: <RouteError />,
          children: PAGES.map(([id, path]) => ({ id, path, lazy: lazyRoute(queryClient, id) })),
        },
      ],
    },
  ];
}
