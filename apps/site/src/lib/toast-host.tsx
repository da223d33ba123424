import { lazy, Suspense, useEffect, useState } from 'react';

const SiteToastViewport = lazy(() => import('./toast-viewport'));

/** What a visitor does before any toast can fire: every toast of the site answers an action. */
const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'submit'] as const;

/**
 * Mounts the toast viewport once the visitor first acts on the page, so the toast system stays out
 * of the first paint and of hydration. Every toast answers an action (a submit, a click), and one
 * fired before the viewport has mounted waits in the toast system's queue and shows as it mounts.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_ACTION_EVENTS) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_ACTION_EVENTS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToastViewport />
    </Suspense>
  );
}
