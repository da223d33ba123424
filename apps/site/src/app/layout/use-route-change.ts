import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia(REDUCED_MOTION).matches;
  } catch {
    return false;
  }
}

/** Scrolls to an in-page anchor (e.g. /pricing#table), waiting a few frames for the page to render it. */
function scrollToHash(hash: string, behavior: ScrollBehavior) {
  const id = decodeURIComponent(hash.slice(1));
  let frames = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    frames += 1;
    if (frames < 60) window.requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Every route change scrolls smoothly to the top (instantly under reduced motion) and moves
 * keyboard and screen-reader focus to the new page's main region, so the reader starts at the new
 * content instead of on a link that no longer exists. The first load is left alone.
 */
export function useRouteChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;

    if (firstRender.current) {
      firstRender.current = false;
      if (hash) scrollToHash(hash, 'auto');
      return;
    }
    if (hash) {
      scrollToHash(hash, behavior);
      return;
    }
    if (!pathChanged) return;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, hash, key, mainRef]);
}
