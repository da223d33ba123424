import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;
export type SpinnerSize = keyof typeof spinnerSizes;

export const SpinnerRing = styled.span<{ $size: SpinnerSize }>(({ $size }) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: spinnerSizes[$size],
  height: spinnerSizes[$size],
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  // Under reduced motion the ring stays still; the accessible label still says "Loading".
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
}));
