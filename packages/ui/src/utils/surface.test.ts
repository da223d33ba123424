import { describe, expect, it } from 'vitest';
import { manaraTheme } from '../theme';
import { surface } from './surface';

describe('surface', () => {
  it("gives a tile the card's hairline border and background, at the radius asked for", () => {
    expect(surface(manaraTheme)).toEqual({
      borderRadius: manaraTheme.radii.lg,
      border: manaraTheme.elevation.card.border,
      background: manaraTheme.colors.surface,
    });
    expect(surface(manaraTheme, 'xl').borderRadius).toBe(manaraTheme.radii.xl);
  });
});
