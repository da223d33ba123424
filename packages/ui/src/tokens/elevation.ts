import { colorVars, shadowVars } from './custom-properties';

/**
 * The one elevation style of cards: a hairline border at rest, and on hover (or when a card's link
 * has focus) a stronger border with a faint shadow. Cards never float on a shadow alone.
 */
export const cardElevation = {
  border: `1px solid ${colorVars.border}`,
  shadow: 'none',
  hoverBorderColor: colorVars.borderStrong,
  hoverShadow: shadowVars.md,
} as const;
