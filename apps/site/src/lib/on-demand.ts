import { createElement, lazy, useState, type ComponentType } from 'react';

export interface OnDemand<P extends object> {
  /** Renders the part, suspending (inside the caller's `<Suspense>`) until its module is in. */
  Component: ComponentType<P>;
  /** Starts fetching the module (on hover, focus or touch, or when it is sure to be shown soon). */
  preload: () => void;
}

/**
 * A part that a first visit does not show (a menu that is closed, the account menu or the learning
 * panels of a signed-in member): its module is fetched when it is about to be needed instead of with
 * every page. `preload` and the first render share one request; a failed one is asked again next time.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const get = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  // A part mounted once its module is in renders in the same commit as its parent, as a static
  // import would: `lazy` suspends on every first render, which would show the fallback for a frame
  // and leave a ref (a focus moved to the part) empty in that commit. The choice is kept for the
  // instance's life, as switching the element's type would remount the part.
  function Component(props: P) {
    const [Part] = useState(() => loaded ?? Lazy);
    return createElement(Part, props);
  }
  return {
    Component,
    // A preload that fails is not an error yet: the render asks again and shows the failure.
    preload: () => void get().catch(() => undefined),
  };
}
