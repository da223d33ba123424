import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../utils/contrast';
import { palette } from './colors';
import { resolveColors, semanticColors, type ColorMode, type SemanticColorName } from './semantic-colors';

type Pair = [foreground: SemanticColorName, background: SemanticColorName];

const surfaces: SemanticColorName[] = ['bg', 'bgSubtle', 'surface', 'surfaceRaised'];

/** Text and the surfaces it is set on; WCAG 1.4.3 asks 4.5:1 for body-size text. */
const textPairs: Pair[] = [
  ...surfaces.flatMap((s): Pair[] => [
    ['text', s],
    ['textMuted', s],
    ['link', s],
    ['linkHover', s],
    ['dangerText', s],
    ['accentSubtleText', s],
  ]),
  ['text', 'surfaceMuted'],
  ['textMuted', 'surfaceMuted'],
  ['text', 'accentSubtle'],
  ['textMuted', 'accentSubtle'],
  ['accentContrast', 'accent'],
  ['accentContrast', 'accentHover'],
  ['accentSubtleText', 'accentSubtle'],
  ['dangerContrast', 'danger'],
  ['dangerContrast', 'dangerHover'],
  ['successText', 'successSubtle'],
  ['warningText', 'warningSubtle'],
  ['dangerText', 'dangerSubtle'],
  ['infoText', 'infoSubtle'],
];

/** Focus rings, control borders and meaningful graphics; WCAG 1.4.11 asks 3:1. */
const nonTextPairs: Pair[] = [
  ...surfaces.flatMap((s): Pair[] => [
    ['focusRing', s],
    ['borderStrong', s],
    ['star', s],
    ['accent', s],
    ['danger', s],
    ['success', s],
  ]),
  ['focusRing', 'surfaceMuted'],
  // Hero bands and the current navigation entry sit on the accent's pale tint.
  ['focusRing', 'accentSubtle'],
  ['accent', 'surfaceMuted'],
];

describe.each(['light', 'dark'] as ColorMode[])('%s theme contrast', (mode) => {
  const colors = resolveColors(mode);
  const ratio = ([fg, bg]: Pair) => Math.round(contrastRatio(colors[fg], colors[bg]) * 100) / 100;

  it.each(textPairs)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(ratio([fg, bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s is at least 3:1', (fg, bg) => {
    expect(ratio([fg, bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('focus ring', () => {
  it('follows the brand: a teal from the palette, in both themes', () => {
    const teals = Object.values(palette.teal) as string[];
    expect(teals).toContain(semanticColors.focusRing.light);
    expect(teals).toContain(semanticColors.focusRing.dark);
  });
});
