import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * from the start on a page the browser renders itself). State read from the browser (storage, media
 * queries) must wait for it, or the first render would not match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
