import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

const Circle = styled.span<{ $size: 'sm' | 'md' }>(({ theme, $size }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: $size === 'sm' ? '2rem' : '2.25rem',
  height: $size === 'sm' ? '2rem' : '2.25rem',
  borderRadius: theme.radii.full,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  fontWeight: theme.fontWeights.bold,
  fontSize: $size === 'sm' ? theme.fontSizes.sm : undefined,
}));

export interface StepNumberProps extends ComponentPropsWithRef<'span'> {
  size?: 'sm' | 'md';
}

/**
 * A step's number in an accent circle (a pathway, a milestone, a phase). Decorative: the list or a
 * visually hidden label gives the number to assistive technology, so it is hidden from it here.
 */
export function StepNumber({ size = 'md', ...props }: StepNumberProps) {
  return <Circle data-slot="step-number" aria-hidden="true" $size={size} {...props} />;
}
