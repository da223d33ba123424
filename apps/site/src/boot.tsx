import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountMenu } from './app/layout/header-menus';
import { createSiteRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state';
import { readStoredUser } from './lib/session/stored-user';

/**
 * Public pages arrive rendered, with their data: the browser hydrates them without fetching that
 * data again. The dashboard and admin arrive as the empty shell and render here.
 */
export async function start(root: HTMLElement) {
  // A member remembered in this browser gets the account menu right after hydration: fetch its
  // module now, beside the page's, rather than after.
  if (readStoredUser()) accountMenu.preload();
  const queryClient = createQueryClient();
  const state = readServerState();
  if (state) {
    // The server read this data for this very answer (a page may be sent again while its data is
    // unchanged, with the time of its first rendering): it is as fresh as a fetch made now.
    const now = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state.queries);
  }
  const router = await createSiteRouter(queryClient, state?.router);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a visitor's click or key on a part not hydrated yet makes React
  // hydrate that part first.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
