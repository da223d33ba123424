import { HydratingContext } from '@manara/ui';
import { startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * from the start on a page the browser renders itself). State read from the browser (storage, media
 * queries) must wait for it, or the first render would not match the server's HTML.
 */
export function useHydrated(): boolean {
  return !useContext(HydratingContext);
}

/**
 * Around the render that hydrates the server's HTML: says so to every part, then, once the page is
 * React's, says it is done as a transition, so the parts that show browser state re-render a few
 * milliseconds at a time (docs/decisions/053-hydration-done-as-a-transition.md).
 */
export function Hydrating({ children }: { children: ReactNode }) {
  const [hydrating, setHydrating] = useState(true);
  // Effects run after every child's: the whole page has been hydrated by now.
  useEffect(() => startTransition(() => setHydrating(false)), []);
  return <HydratingContext.Provider value={hydrating}>{children}</HydratingContext.Provider>;
}
