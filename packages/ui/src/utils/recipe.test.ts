import { describe, expect, it } from 'vitest';
import { manaraTheme } from '../theme';
import { attributeVariants } from './recipe';

describe('attributeVariants', () => {
  it('turns each entry into the rule for its data attribute, with the theme', () => {
    const rules = attributeVariants(
      'variant',
      { subtle: (t) => ({ background: t.colors.bgSubtle }), plain: () => ({ border: 0 }) },
      manaraTheme,
    );
    expect(rules).toEqual({
      '&[data-variant="subtle"]': { background: manaraTheme.colors.bgSubtle },
      '&[data-variant="plain"]': { border: 0 },
    });
  });
});
