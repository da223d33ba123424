/**
 * The keyboard focus ring, drawn in the brand's `focusRing` colour (semantic-colors.ts). It sits
 * outside the element with a gap, so it reads around a filled button as well as a plain link. Inside
 * a container that scrolls (a tab list on a phone) an outline outside would be cut off: there the
 * ring is drawn inset instead.
 */
export const focusRing = {
  width: '3px',
  offset: '2px',
  insetOffset: '-3px',
} as const;
