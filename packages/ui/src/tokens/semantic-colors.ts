import { palette as p } from './colors';

export type ColorMode = 'light' | 'dark';

/**
 * Semantic colour tokens: each names a role and holds its light and dark value. Text/background
 * pairs are checked for WCAG contrast in `semantic-colors.test.ts` (4.5:1 for text, 3:1 for focus
 * rings, input borders and graphics), so change a value here and the test tells you if it still reads.
 */
export const semanticColors = {
  bg: { light: p.white, dark: p.night[900] },
  bgSubtle: { light: p.slate[50], dark: p.slate[900] },
  surface: { light: p.white, dark: p.night[850] },
  surfaceMuted: { light: p.slate[100], dark: p.slate[800] },
  surfaceRaised: { light: p.white, dark: p.night[800] },
  border: { light: p.slate[200], dark: p.night[700] },
  /** Borders that identify a control (inputs, checkboxes) must reach 3:1 against the page. */
  borderStrong: { light: p.slate[500], dark: p.slate[500] },

  text: { light: p.slate[900], dark: p.slate[200] },
  textMuted: { light: p.slate[600], dark: p.slate[400] },
  textInverse: { light: p.white, dark: p.night[900] },
  link: { light: p.teal[700], dark: p.teal[300] },
  linkHover: { light: p.teal[900], dark: p.teal[100] },

  accent: { light: p.teal[700], dark: p.teal[400] },
  accentHover: { light: p.teal[800], dark: p.teal[300] },
  /** Text and icons on an `accent` background. */
  accentContrast: { light: p.white, dark: p.teal[950] },
  accentSubtle: { light: p.teal[50], dark: '#0c2a2a' },
  accentSubtleText: { light: p.teal[800], dark: p.teal[300] },

  /** The keyboard focus ring follows the brand: teal, a step apart from the accent fill it may surround. */
  focusRing: { light: p.teal[700], dark: p.teal[300] },

  success: { light: p.green[700], dark: p.green[300] },
  successSubtle: { light: p.green[50], dark: p.green[950] },
  successText: { light: p.green[800], dark: p.green[300] },

  warning: { light: p.amber[700], dark: p.amber[400] },
  warningSubtle: { light: p.amber[50], dark: p.amber[950] },
  warningText: { light: p.amber[800], dark: p.amber[300] },

  danger: { light: p.red[700], dark: p.red[400] },
  dangerHover: { light: p.red[800], dark: p.red[300] },
  dangerContrast: { light: p.white, dark: '#1f0707' },
  dangerSubtle: { light: p.red[50], dark: p.red[950] },
  dangerText: { light: p.red[700], dark: p.red[300] },

  info: { light: p.blue[700], dark: p.blue[300] },
  infoSubtle: { light: p.blue[50], dark: p.blue[950] },
  infoText: { light: p.blue[700], dark: p.blue[300] },

  /** Rating stars: a graphic, so 3:1 against the surface is the bar. */
  star: { light: p.amber[700], dark: p.amber[400] },
  starEmpty: { light: p.slate[300], dark: p.slate[700] },

  overlay: { light: 'rgba(15, 23, 42, 0.55)', dark: 'rgba(2, 6, 23, 0.75)' },
  skeleton: { light: p.slate[200], dark: p.slate[800] },
  skeletonHighlight: { light: p.slate[100], dark: p.slate[700] },
} as const;

export type SemanticColorName = keyof typeof semanticColors;
export type ResolvedColors = Record<SemanticColorName, string>;

export function resolveColors(mode: ColorMode): ResolvedColors {
  const entries = Object.entries(semanticColors).map(([name, value]) => [name, value[mode]]);
  return Object.fromEntries(entries) as ResolvedColors;
}
