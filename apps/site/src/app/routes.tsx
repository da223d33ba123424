import { CERTIFICATE_PAGE } from '@manara/contracts/constants/learning';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { siteSettingsQuery } from '../lib/site-settings';
import { chunkLoaded } from '../lib/chunk-reload';
import { prime, type RouteModule } from '../lib/route-module';
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

/** Wraps a route module's lazy import: its loader gets the query client of this router. */
function lazyRoute(queryClient: QueryClient, importer: () => Promise<RouteModule>) {
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
  const lazy = (importer: () => Promise<RouteModule>) => lazyRoute(queryClient, importer);
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
          children: [
            { id: 'home', path: paths.home, lazy: lazy(() => import('../routes/home')) },
            { id: 'data-analysis', path: paths.dataAnalysis, lazy: lazy(() => import('../routes/data-analysis')) },
            {
              id: 'research-services',
              path: paths.researchServices,
              lazy: lazy(() => import('../routes/research-services')),
            },
            { id: 'courses', path: paths.courses, lazy: lazy(() => import('../routes/courses')) },
            { id: 'course-detail', path: paths.coursePattern, lazy: lazy(() => import('../routes/course-detail')) },
            { id: 'portfolio', path: paths.portfolio, lazy: lazy(() => import('../routes/portfolio')) },
            { id: 'reviews', path: paths.reviews, lazy: lazy(() => import('../routes/reviews')) },
            { id: 'about', path: paths.about, lazy: lazy(() => import('../routes/about')) },
            { id: 'pricing', path: paths.pricing, lazy: lazy(() => import('../routes/pricing')) },
            { id: 'auth', path: paths.auth, lazy: lazy(() => import('../routes/auth')) },
            {
              id: 'journal-selection',
              path: paths.journalSelection,
              lazy: lazy(() => import('../routes/journal-selection')),
            },
            {
              id: 'research-writer',
              path: paths.researchWriter,
              lazy: lazy(() => import('../routes/research-writer')),
            },
            { id: 'workgroups', path: paths.workgroups, lazy: lazy(() => import('../routes/workgroups')) },
            { id: 'contact', path: paths.contact, lazy: lazy(() => import('../routes/contact')) },
            {
              id: 'newsletter-confirm',
              path: paths.newsletterConfirm,
              lazy: lazy(() => import('../routes/newsletter-confirm')),
            },
            {
              id: 'newsletter-unsubscribe',
              path: paths.newsletterUnsubscribe,
              lazy: lazy(() => import('../routes/newsletter-unsubscribe')),
            },
            { id: 'certificate', path: CERTIFICATE_PAGE.pattern, lazy: lazy(() => import('../routes/certificate')) },
            { id: 'dashboard', path: paths.dashboard, lazy: lazy(() => import('../routes/dashboard')) },
            { id: 'admin', path: `${paths.admin}/*`, lazy: lazy(() => import('../routes/admin')) },
            { id: 'not-found', path: '*', lazy: lazy(() => import('../routes/not-found')) },
          ],
        },
      ],
    },
  ];
}
