import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { accountMenu } from '@/app/layout/header-menus';
import { createSiteRouter } from '@/app/router';
import { pressAgain, stopHoldingPresses } from '@/lib/early-presses';
import { pageTakenOver } from '@/lib/early-submits';
import { createFormOutcomeStore, FormOutcomeProvider } from '@/lib/form-outcome';
import { createQueryClient } from '@/lib/query-client';
import { readServerState } from '@/lib/server-state';
import { readStoredUser } from '@/lib/session/stored-user';

/** Renders nothing; its effect runs once the whole page is React's (effects run after every child's). */
function TakenOver() {
  useEffect(() => {
    pageTakenOver();
    pressAgain();
  }, []);
  return null;
}

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
  // A form posted without scripts shows its outcome on the page the server answered with, until the
  // visitor navigates.
  const outcomes = createFormOutcomeStore(state?.outcome ?? null);
  const first = router.state.location;
  router.subscribe(({ location }) => location !== first && outcomes.clear());
  const app = (
    <StrictMode>
      <FormOutcomeProvider store={outcomes}>
        <RouterProvider router={router} />
      </FormOutcomeProvider>
      <TakenOver />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a visitor's click or key on a part not hydrated yet makes React
  // hydrate that part first. A submit or a press made before it was held (lib/early-submits.ts,
  // lib/early-presses.ts) and is carried out once it is done.
  stopHoldingPresses();
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
