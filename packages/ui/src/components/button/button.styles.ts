import type { Theme } from '@emotion/react';
import type { CSSObject } from '@emotion/styled';
import { attributeVariants } from '../../utils/recipe';

/** Visual variants, declared once; Button and ButtonLink both read this table through `data-variant`. */
export const buttonVariants = {
  primary: (t: Theme): CSSObject => ({
    background: t.colors.accent,
    color: t.colors.accentContrast,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': {
      background: t.colors.accentHover,
      color: t.colors.accentContrast,
    },
  }),
  secondary: (t: Theme): CSSObject => ({
    background: t.colors.accentSubtle,
    color: t.colors.accentSubtleText,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: t.colors.surfaceMuted, color: t.colors.text },
  }),
  outline: (t: Theme): CSSObject => ({
    background: 'transparent',
    color: t.colors.text,
    borderColor: t.colors.borderStrong,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: t.colors.surfaceMuted, color: t.colors.text },
  }),
  ghost: (t: Theme): CSSObject => ({
    background: 'transparent',
    color: t.colors.text,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: t.colors.surfaceMuted, color: t.colors.text },
  }),
  danger: (t: Theme): CSSObject => ({
    background: t.colors.danger,
    color: t.colors.dangerContrast,
    '&:hover:not([aria-disabled="true"]):not(:disabled)': {
      background: t.colors.dangerHover,
      color: t.colors.dangerContrast,
    },
  }),
} as const;

export const buttonSizes = {
  sm: (t: Theme): CSSObject => ({ minHeight: '2rem', padding: `0 ${t.space[3]}`, fontSize: t.fontSizes.sm }),
  md: (t: Theme): CSSObject => ({ minHeight: '2.5rem', padding: `0 ${t.space[4]}`, fontSize: t.fontSizes.md }),
  lg: (t: Theme): CSSObject => ({ minHeight: '3rem', padding: `0 ${t.space[6]}`, fontSize: t.fontSizes.lg }),
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export function buttonStyles({ theme }: { theme: Theme }): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    border: '1px solid transparent',
    borderRadius: theme.radii.md,
    fontFamily: theme.fonts.body,
    fontWeight: theme.fontWeights.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background ${theme.motion.durations.fast} ${theme.motion.easings.standard}, color ${theme.motion.durations.fast}`,
    '&[data-full-width="true"]': { width: '100%' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-state="loading"]': { cursor: 'progress', opacity: 0.85 },
    ...attributeVariants('variant', buttonVariants, theme),
    ...attributeVariants('size', buttonSizes, theme),
  };
}
