import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ElementType } from 'react';
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

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

export interface RevealProps extends ComponentPropsWithRef<'div'> {
  /** `hero` rises 24 px, `section` 16 px (spec §9). */
  offset?: RevealOffset;
  as?: ElementType;
}

/**
 * Fades its content in (0.6 s) once 20 % of it is visible, only once. Under
 * `prefers-reduced-motion`, or without IntersectionObserver, content is simply shown.
 */
export function Reveal({ offset = 'section', ref, ...props }: RevealProps) {
  const localRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = localRef.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: reveal.threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

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
