import { Global, type CSSObject } from '@emotion/react';
import { manaraTheme, type ManaraTheme } from '../../theme';
import { themeCss } from '../../tokens';

function globalStyles(theme: ManaraTheme): CSSObject {
  const { colors, fonts, fontSizes, fontWeights, lineHeights, letterSpacings, space } = theme;
  return {
    '*, *::before, *::after': { boxSizing: 'border-box' as const },
    html: {
      WebkitTextSizeAdjust: '100%',
      // Smooth scrolling only for readers who have not asked for less motion.
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' as const },
    },
    body: {
      margin: 0,
      background: colors.bg,
      color: colors.text,
      fontFamily: fonts.body,
      fontSize: fontSizes.md,
      lineHeight: lineHeights.normal,
      WebkitFontSmoothing: 'antialiased',
      textRendering: 'optimizeLegibility' as const,
    },
    'h1, h2, h3, h4, h5, h6': {
      fontFamily: fonts.heading,
      fontWeight: fontWeights.bold,
      lineHeight: lineHeights.tight,
      letterSpacing: letterSpacings.tight,
      margin: `0 0 ${space[3]}`,
      color: colors.text,
    },
    h1: { fontSize: `clamp(${fontSizes['3xl']}, 5vw, ${fontSizes['5xl']})` },
    h2: { fontSize: `clamp(${fontSizes['2xl']}, 3.5vw, ${fontSizes['4xl']})` },
    h3: { fontSize: fontSizes.xl, fontWeight: fontWeights.semibold, letterSpacing: letterSpacings.normal },
    h4: { fontSize: fontSizes.lg, fontWeight: fontWeights.semibold, letterSpacing: letterSpacings.normal },
    p: { margin: `0 0 ${space[4]}` },
    'p:last-child': { marginBottom: 0 },
    a: { color: colors.link, textUnderlineOffset: '0.2em' },
    'a:hover': { color: colors.linkHover },
    'img, svg, video': { maxWidth: '100%' },
    'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
    '::selection': { background: colors.accentSubtle, color: colors.text },
    // One focus ring everywhere, for keyboard users only; 3 px and at least 3:1 in both themes.
    ':focus-visible': { outline: theme.focus.outline, outlineOffset: theme.focus.offset },
    ':focus:not(:focus-visible)': { outline: 'none' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important' as 'auto',
      },
    },
  };
}

// The theme is one object for both modes, so these are computed once, not per render or per toggle.
const baseStyles = globalStyles(manaraTheme);

/**
 * The semantic colours and shadows as custom properties for both modes (`themeCss`). Always needed:
 * every themed style reads them.
 */
export function ThemeVariables() {
  return <Global styles={themeCss} />;
}

/** Base typography, colours, the focus ring and the reduced-motion rule. */
export function GlobalStyles() {
  return <Global styles={baseStyles} />;
}
