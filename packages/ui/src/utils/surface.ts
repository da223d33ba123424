import type { Theme } from '@emotion/react';

/**
 * The bordered surface of a tile or panel that is not a Card (a price tile, a tracker step, a
 * form panel): the card's hairline border and background, so every raised area looks the same.
 */
export function surface(theme: Theme, radius: 'lg' | 'xl' = 'lg') {
  return { borderRadius: theme.radii[radius], border: theme.elevation.card.border, background: theme.colors.surface };
}
