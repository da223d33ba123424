import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { reloadForNewBuild } from '@/lib/chunk-reload';
import { createRoutes } from './routes';

/**
 * Loads the route modules of the current address before hydrating: the first render then matches
 * the server's HTML instead of showing the lazy routes' fallback. Other modules stay lazy. If one
 * is missing (the HTML came from a cache across a deploy), the page reloads once; failing that, the
 * server's HTML stays, readable and with working links, without hydration.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch((error: unknown) => {
        if (reloadForNewBuild(error)) return new Promise<never>(() => undefined);
        throw error;
      });
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The browser's router over the shared route table; `hydrationData` when the server rendered the page. */
export async function createSiteRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (!hydrationData) return createBrowserRouter(routes);
  await loadMatchedRoutes(routes, window.location);
  return createBrowserRouter(routes, { hydrationData });
}
