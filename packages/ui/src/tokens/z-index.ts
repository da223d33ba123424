/** One ordered list so that layers never fight: later entries always sit above earlier ones. */
export const zIndices = {
  base: 0,
  raised: 10,
  sticky: 1100,
  overlay: 1300,
  modal: 1400,
  toast: 1500,
  skipLink: 1600,
} as const;

export type ZIndex = keyof typeof zIndices;
