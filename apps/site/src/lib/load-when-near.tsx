import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useHydrated } from './hydration';

/** A part starts loading when it is within half a screen of the viewport: ready by the time it is read. */
const AHEAD = '0px 0px 50% 0px';

/** What a visitor does on a part before it has loaded: any of them loads it at once. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface LoadWhenNearProps<P extends object> {
  /** The part's module (a dynamic import): fetched and evaluated only when needed. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

/**
 * A below-the-fold part of a server-rendered page (a form, with its zod and react-hook-form) that
 * loads when it comes near the viewport or the visitor acts on it (hover, touch, focus, key). Until
 * then the browser keeps the server's HTML as it is, readable, out of hydration: the wrapper is
 * hydrated with an empty `dangerouslySetInnerHTML`, which React leaves alone, and nothing inside it
 * reacts to the contexts that change after hydration. Once the module is in, the part is rendered
 * in one go in place of that HTML, looking the same, so nothing moves. (A pending `lazy` boundary
 * would keep the HTML too, but React gives it up, and shows the fallback, as soon as a context it
 * reads changes: the session, the country.) On a page the browser renders itself (a navigation) the
 * part renders at once, through `lazy`.
 */
export function LoadWhenNear<P extends object>({ load, props }: LoadWhenNearProps<P>) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [Lazy] = useState(() => lazy(load));
  // Latched at the first render: keep the server's HTML (hydrating), or render now (server, navigation).
  const [keep] = useState(() => typeof window !== 'undefined' && !hydrated);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!keep || !el) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void load().then((module) => setLoaded(() => module.default));
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: AHEAD })
        : undefined;
    if (observer) observer.observe(el);
    else start();
    for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    };
  }, [keep, load]);

  if (keep && !Loaded)
    return <div key="kept" ref={ref} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div key="live" ref={ref}>
      {Loaded ? createElement(Loaded, props) : <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>}
    </div>
  );
}
