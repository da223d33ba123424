import { MOTION } from '@manara/contracts';

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '300ms',
  /** Spec §9: hero and sections fade in over 0.6 s. */
  reveal: `${MOTION.fadeDurationS}s`,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  out: 'cubic-bezier(0, 0, 0.2, 1)',
} as const;

/** The fade-in of spec §9: hero rises 24 px, sections 16 px, once 20 % is visible. */
export const reveal = {
  durationS: MOTION.fadeDurationS,
  offsetPx: { hero: MOTION.heroOffsetPx, section: MOTION.sectionOffsetPx },
  threshold: MOTION.revealThreshold,
} as const;

export type RevealOffset = keyof typeof reveal.offsetPx;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
