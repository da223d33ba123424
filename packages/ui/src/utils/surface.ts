import type { Theme } from '@emotion/react';

/**
 * The bordered surface of a tile or panel that is not a Card (a price tile, a tracker step, a
 * form panel; `md` for a group of fields inside one): the card's hairline border and background, so every raised area looks the same.
 */
export function surface(theme: Theme, radius: 'md' | 'lg' | 'xl' = 'lg') {
  return { borderRadius: theme.radii[radius], border: theme.elevation.card.border, background: theme.colors.surface };
}

/**
 * A surface that floats above the page (a dialog, a menu): the raised background, a hairline border
 * and the large shadow, so every overlay reads as the same layer in both themes.
 */
export function floatingSurface(theme: Theme, radius: 'lg' | 'xl' = 'lg') {
  return {
    borderRadius: theme.radii[radius],
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    boxShadow: theme.shadows.lg,
  };
}
