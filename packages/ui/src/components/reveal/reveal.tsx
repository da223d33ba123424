import styled from '@emotion/styled';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentPropsWithRef, type ElementType } from 'react';
import { reducedMotionQuery, reveal, type RevealOffset } from '../../tokens';
import { mergeRefs } from '../../utils/merge-refs';

const StyledReveal = styled.div<{ $offset: number }>(({ theme, $offset }) => ({
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-state="hidden"]': { opacity: 0, transform: `translateY(${$offset}px)` },
    '&[data-state="visible"]': {
      opacity: 1,
      transform: 'none',
      transition: `opacity ${theme.motion.durations.reveal} ${theme.motion.easings.out}, transform ${theme.motion.durations.reveal} ${theme.motion.easings.out}`,
    },
  },
}));

function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return false;
  return typeof window.matchMedia === 'function' ? !window.matchMedia(reducedMotionQuery).matches : true;
}

const noSubscription = () => () => undefined;

/**
 * The share of an element seen, in steps of 1 %: fine enough to notice when an element taller than
 * five screens fills 20 % of the screen while less than 20 % of it shows.
 */
const STEPS = Array.from({ length: Math.round(reveal.threshold * 100) + 1 }, (_, i) => i / 100);

/** Seen enough to fade in: 20 % of it, or 20 % of the screen for an element too tall for that. */
function seenEnough(entry: IntersectionObserverEntry): boolean {
  if (entry.intersectionRatio >= reveal.threshold) return true;
  const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= reveal.threshold * screenHeight;
}

/**
 * False on the server and in the render that hydrates its HTML, true in a render the browser makes
 * by itself (a page opened later in the app).
 */
function useClientRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export interface RevealProps extends ComponentPropsWithRef<'div'> {
  /** `hero` rises 24 px, `section` 16 px. */
  offset?: RevealOffset;
  as?: ElementType;
}

/**
 * Fades its content in (0.6 s) once 20 % of it is visible, only once; a section taller than the
 * screen fades in once it fills 20 % of the screen (20 % of a 1,800 px section is most of a phone's
 * screen, which would stay blank meanwhile). Under `prefers-reduced-motion`, or without
 * IntersectionObserver, content is simply shown.
 *
 * Server-rendered content starts visible: readers without JavaScript see it, the largest paint is
 * not held back until hydration, and hydration matches the server's HTML. Once hydrated, what is
 * still off screen is hidden (out of sight, so nothing visibly changes) and fades in when scrolled
 * to; what is on screen stays as it is. A page rendered in the browser (after a link) fades in
 * whatever of it is on screen at once, and the rest as it is scrolled to.
 */
export function Reveal({ offset = 'section', ref, ...props }: RevealProps) {
  const localRef = useRef<HTMLDivElement>(null);
  const clientRender = useClientRender();
  // Decided once, by the first render: a later render must not hide content again.
  const [visible, setVisible] = useState(() => !(clientRender && canAnimate()));
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const node = localRef.current;
    if (settled || !node || !canAnimate()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // The first report: anything of it on screen shows now (the page just appeared).
        if (first ? entry.isIntersecting : seenEnough(entry)) {
          setVisible(true);
          setSettled(true);
          observer.disconnect();
        } else if (first) {
          // Server-rendered and off screen: hide it while nobody sees it, to fade it in later.
          setVisible(false);
        }
        first = false;
      },
      { threshold: STEPS },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [settled]);

  return (
    <StyledReveal
      ref={mergeRefs(ref, localRef)}
      $offset={reveal.offsetPx[offset]}
      data-slot="reveal"
      data-state={visible ? 'visible' : 'hidden'}
      {...props}
    />
  );
}
