import { Global, keyframes, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { manaraTheme, type ManaraTheme } from '../../theme';
import { toastTokens } from '../../tokens/toast';

/**
 * react-toastify's light and dark themes get the same semantic custom properties, so its theme prop
 * stays fixed and toasts follow the `dark` class on <html> like everything else.
 */
function toastVariables(theme: ManaraTheme): CSSObject {
  const { colors } = theme;
  return {
    ':root': {
      '--toastify-toast-width': `${toastTokens.widthPx}px`,
      '--toastify-font-family': theme.fonts.body,
      '--toastify-z-index': String(theme.zIndices.toast),
      '--toastify-toast-bd-radius': theme.radii.lg,
      '--toastify-color-light': colors.surfaceRaised,
      '--toastify-color-dark': colors.surfaceRaised,
      '--toastify-text-color-light': colors.text,
      '--toastify-text-color-dark': colors.text,
      '--toastify-color-success': colors.success,
      '--toastify-color-error': colors.danger,
      '--toastify-color-info': colors.info,
      '--toastify-color-warning': colors.warning,
      '--toastify-icon-color-success': colors.success,
      '--toastify-icon-color-error': colors.danger,
      '--toastify-icon-color-info': colors.info,
      '--toastify-color-progress-light': colors.accent,
      '--toastify-color-progress-dark': colors.accent,
      '--toastify-color-progress-success': colors.success,
      '--toastify-color-progress-error': colors.danger,
    },
    '.Toastify__toast': {
      border: `1px solid ${colors.border}`,
      boxShadow: theme.shadows.lg,
    },
    // The close button is a real control: it needs a visible focus ring and 3:1 contrast.
    '.Toastify__close-button': { color: colors.textMuted, opacity: 1 },
    '.Toastify__close-button:focus-visible, .Toastify__toast:focus-visible': {
      outline: theme.focus.outline,
      outlineOffset: theme.focus.offset,
    },
  };
}

const toastStyles = toastVariables(manaraTheme);

export function ToastStyles() {
  return <Global styles={toastStyles} />;
}

export const ToastTitle = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
}));

export const ToastActionRow = styled.div(({ theme }) => ({ marginTop: theme.space[2] }));

export const ToastMessageText = styled.p(({ theme }) => ({
  margin: `${theme.space[0.5]} 0 0`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const drain = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

/**
 * The bar along a toast's foot that empties as its time runs out; its duration and pause come from
 * the toast's countdown. It only shows the time: nothing listens for its end. With reduced motion it
 * is not drawn (the site shortens every animation to nothing there).
 */
export const ToastCountdownBar = styled.div({
  position: 'absolute',
  left: 0,
  bottom: 0,
  width: '100%',
  height: 5,
  opacity: 0.7,
  transformOrigin: 'left',
  // Follows the toast's rounded corner where the bar starts.
  borderBottomLeftRadius: 'var(--toastify-toast-bd-radius)',
  background: 'var(--toastify-color-progress-light)',
  animation: `${drain} linear 1 forwards`,
  '&[data-type="success"]': { background: 'var(--toastify-color-progress-success)' },
  '&[data-type="error"]': { background: 'var(--toastify-color-progress-error)' },
  '&[data-type="info"]': { background: 'var(--toastify-color-progress-info)' },
  '@media (prefers-reduced-motion: reduce)': { display: 'none' },
});
