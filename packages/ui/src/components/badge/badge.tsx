import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

/** Tone → [background, text]; every pair is in the contrast test. */
export const badgeTones = {
  neutral: (t: Theme) => [t.colors.surfaceMuted, t.colors.text],
  accent: (t: Theme) => [t.colors.accentSubtle, t.colors.accentSubtleText],
  success: (t: Theme) => [t.colors.successSubtle, t.colors.successText],
  warning: (t: Theme) => [t.colors.warningSubtle, t.colors.warningText],
  danger: (t: Theme) => [t.colors.dangerSubtle, t.colors.dangerText],
  info: (t: Theme) => [t.colors.infoSubtle, t.colors.infoText],
} as const;

export type BadgeTone = keyof typeof badgeTones;

const StyledBadge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  width: 'fit-content',
  padding: `${theme.space[0.5]} ${theme.space[2]}`,
  borderRadius: theme.radii.full,
  border: '1px solid transparent',
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  ...Object.fromEntries(
    Object.entries(badgeTones).map(([tone, colors]) => {
      const [background, color] = colors(theme);
      return [
        `&[data-tone="${tone}"]`,
        { background, color, '&[data-variant="outline"]': { background: 'transparent', borderColor: 'currentColor' } },
      ];
    }),
  ),
}));

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  variant?: 'subtle' | 'outline';
}

/** A short status or category label. Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', variant = 'subtle', ...props }: BadgeProps) {
  return <StyledBadge data-slot="badge" data-tone={tone} data-variant={variant} {...props} />;
}
