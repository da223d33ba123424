import { lazy, type ComponentType } from 'react';

export interface OnDemand<P extends object> {
  /** Renders the part, suspending (inside the caller's `<Suspense>`) until its module is in. */
  Component: ComponentType<P>;
  /** Starts fetching the module (on hover, focus or touch, or when it is sure to be shown soon). */
  preload: () => void;
}

/**
 * A part of the layout that a first visit does not show (a menu that is closed, the account menu of
 * a signed-in member): its module is fetched when it is about to be needed instead of with every
 * page. `preload` and the first render share one request; a failed one is asked again next time.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    Component: lazy(() => get().then((component) => ({ default: component }))),
    // A preload that fails is not an error yet: the render asks again and shows the failure.
    preload: () => void get().catch(() => undefined),
  };
}
