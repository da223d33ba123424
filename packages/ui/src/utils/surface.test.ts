import { describe, expect, it } from 'vitest';
import { manaraTheme } from '../theme';
import { floatingSurface, surface } from './surface';

describe('surface', () => {
  it("gives a tile the card's hairline border and background, at the radius asked for", () => {
    expect(surface(manaraTheme)).toEqual({
      borderRadius: manaraTheme.radii.lg,
      border: manaraTheme.elevation.card.border,
      background: manaraTheme.colors.surface,
    });
    expect(surface(manaraTheme, 'xl').borderRadius).toBe(manaraTheme.radii.xl);
    expect(surface(manaraTheme, 'md').borderRadius).toBe(manaraTheme.radii.md);
  });
});

describe('floatingSurface', () => {
  it('gives an overlay the raised background, a hairline border and the large shadow', () => {
    expect(floatingSurface(manaraTheme, 'xl')).toEqual({
      borderRadius: manaraTheme.radii.xl,
      border: `1px solid ${manaraTheme.colors.border}`,
      background: manaraTheme.colors.surfaceRaised,
      boxShadow: manaraTheme.shadows.lg,
    });
  });
});
