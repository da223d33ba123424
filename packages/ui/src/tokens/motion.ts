export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '300ms',
  /** Hero and sections fade in over 0.6 s. */
  reveal: '0.6s',
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  out: 'cubic-bezier(0, 0, 0.2, 1)',
} as const;

/** The fade-in of hero and sections: hero rises 24 px, sections 16 px, once 20 % is visible. */
export const reveal = {
  durationS: 0.6,
  offsetPx: { hero: 24, section: 16 },
  threshold: 0.2,
} as const;

export type RevealOffset = keyof typeof reveal.offsetPx;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
