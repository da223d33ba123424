import {
  breakpoints,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  mq,
  radii,
  resolveColors,
  resolveShadows,
  reveal,
  sizes,
  space,
  zIndices,
  type ColorMode,
} from './tokens';

/** Everything a style function can read from `props.theme`, resolved for one colour mode. */
export function createTheme(mode: ColorMode) {
  return {
    mode,
    colors: resolveColors(mode),
    shadows: resolveShadows(mode),
    fonts,
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
  } as const;
}

export type ManaraTheme = ReturnType<typeof createTheme>;

export const lightTheme: ManaraTheme = createTheme('light');
export const darkTheme: ManaraTheme = createTheme('dark');

export function themeFor(mode: ColorMode): ManaraTheme {
  return mode === 'dark' ? darkTheme : lightTheme;
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's theme type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ManaraTheme {}
}
