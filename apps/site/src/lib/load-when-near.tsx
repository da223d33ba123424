import { EarlyInputContext, type EarlyInput, type FocusedControl } from '@manara/ui';
import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { keepPart, releasePart, takeOverPart } from './early-submits';
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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control of `part` that has the focus, with its caret, as the part is about to be replaced. */
function focusIn(part: Element): FocusedControl | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) {
    return null;
  }
  if (!part.contains(el) || !el.name) return null;
  const text = (control: Control): control is HTMLInputElement | HTMLTextAreaElement =>
    !(control instanceof HTMLSelectElement);
  return {
    name: el.name,
    value: el.value,
    selectionStart: text(el) ? el.selectionStart : null,
    selectionEnd: text(el) ? el.selectionEnd : null,
    selectionDirection: text(el) ? el.selectionDirection : null,
  };
}

/**
 * What the kept HTML held, from the moment React removes it (its elements, detached by then but as
 * the visitor left them, and the focus, read while it is still in the page) until the rendered part
 * has taken it over, once.
 */
function keptInput() {
  let part: Element | null = null;
  let focus: FocusedControl | null = null;
  const input: EarlyInput = {
    elements: (name) => (part ? Array.from(part.querySelectorAll(`[name="${CSS.escape(name)}"]`)) : []),
    get focus() {
      return focus;
    },
  };
  return {
    input,
    leaving(el: Element) {
      part = el;
      focus = focusIn(el);
    },
    /** The kept HTML, once; a field that appears later (another step, after a reset) starts as the form says. */
    takeOver(): Element | null {
      const was = part;
      part = null;
      focus = null;
      return was;
    },
  };
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
 *
 * Nothing the visitor did to the kept HTML is lost (docs/decisions/023): the fields of the rendered
 * part take over its values, and the focus and caret of the field being typed in (EarlyInput); a
 * submit pressed in it is held and carried out on the rendered form (lib/early-submits.ts), or, if
 * the module fails to load, posted as the plain HTML form it is.
 */
export function LoadWhenNear<P extends object>({ load, props }: LoadWhenNearProps<P>) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [Lazy] = useState(() => lazy(load));
  // Latched at the first render: keep the server's HTML (hydrating), or render now (server, navigation).
  const [keep] = useState(() => typeof window !== 'undefined' && !hydrated);
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  // Filled in while the kept HTML leaves the page; read by the rendered part's fields as they appear.
  const [kept] = useState(keptInput);

  useEffect(() => {
    const el = ref.current;
    if (!keep || !el) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      load().then(
        (module) => setLoaded(() => module.default),
        // The server's HTML stays, and a form in it posts as a plain HTML form.
        () => releasePart(el),
      );
    };
    const unregister = keepPart(el, start);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: AHEAD })
        : undefined;
    if (observer) observer.observe(el);
    else start();
    for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
    return () => {
      unregister();
      observer?.disconnect();
      for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    };
  }, [keep, load]);

  // The kept HTML is leaving the page: note what it holds, and the focus while it is still in it
  // (React calls this before it removes the element).
  const keptRef = useCallback(
    (el: HTMLDivElement | null) => {
      ref.current = el;
      if (!el) return undefined;
      return () => kept.leaving(el);
    },
    [kept],
  );

  // The rendered part's fields have taken the kept values over (their layout effects run first): a
  // submit held in the kept HTML is carried out on the rendered form.
  const live = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!Loaded || !live.current) return;
    const part = kept.takeOver();
    if (part) takeOverPart(part, live.current);
  }, [kept, Loaded]);

  if (keep && !Loaded)
    return <div key="kept" ref={keptRef} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div key="live" ref={live}>
      <EarlyInputContext.Provider value={keep ? kept.input : null}>
        {Loaded ? createElement(Loaded, props) : <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>}
      </EarlyInputContext.Provider>
    </div>
  );
}
