/** A 4 px grid, in rem so that it scales with the reader's font size. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export type Space = keyof typeof space;

/** Widths of the page container. */
export const sizes = {
  sm: '40rem',
  md: '48rem',
  lg: '64rem',
  xl: '76rem',
  prose: '42rem',
} as const;

export type ContainerSize = keyof typeof sizes;
