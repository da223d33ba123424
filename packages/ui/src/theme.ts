import {
  breakpoints,
  cardElevation,
  colorVars,
  durations,
  easings,
  fonts,
  focusRing,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  mq,
  radii,
  reveal,
  shadowVars,
  sizes,
  space,
  zIndices,
} from './tokens';

/**
 * Everything a style function can read from `props.theme`. One object for both colour modes:
 * colours and shadows are `var(--…)` references that `themeCss` resolves per mode, so switching
 * the mode changes a class on <html> and never the theme (no styled component re-renders).
 * Code that needs a literal colour (contrast maths, canvas, meta theme-color) reads
 * `semanticColors[name][mode]` instead.
 */
export const manaraTheme = {
  colors: colorVars,
  shadows: shadowVars,
  fonts,
  focusRing,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  space,
  sizes,
  radii,
  breakpoints,
  mq,
  zIndices,
  motion: { durations, easings, reveal },
  /** The focus ring as ready CSS: `outline: theme.focus.outline, outlineOffset: theme.focus.offset`. */
  focus: {
    outline: `${focusRing.width} solid ${colorVars.focusRing}`,
    offset: focusRing.offset,
    insetOffset: focusRing.insetOffset,
  },
  elevation: { card: cardElevation },
} as const;

export type ManaraTheme = typeof manaraTheme;

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's theme type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ManaraTheme {}
}
