import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

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
 * Every route change brings the reader to the top of the new page, and moves keyboard and
 * screen-reader focus to its main region, so the reader starts at the new content instead of on a
 * link that no longer exists. The first load is left alone.
 *
 * The smooth scroll to the top belongs to the page being left: it glides up while the next page
 * loads. The new page is then shown at its top before it is painted, never at the old page's
 * position gliding up through sections that have not faded in yet (a blank screen for half a
 * second). Under reduced motion nothing glides. An anchor on the same page is scrolled to smoothly;
 * an anchor on another page is shown at once.
 */
export function useRouteChange(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);
  const lastPathname = useRef(pathname);

  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving && !prefersReducedMotion()) window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [leaving]);

  useLayoutEffect(() => {
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;

    if (firstRender.current) {
      firstRender.current = false;
      if (hash) scrollToHash(hash, 'auto');
      return;
    }
    if (hash) {
      scrollToHash(hash, pathChanged || prefersReducedMotion() ? 'auto' : 'smooth');
      return;
    }
    if (!pathChanged) return;
    mainRef.current?.focus({ preventScroll: true });
    // 'instant' also stops the old page's glide if it is still under way.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key, mainRef]);
}
