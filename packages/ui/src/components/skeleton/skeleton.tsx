import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const StyledSkeleton = styled.span(({ theme }) => ({
  display: 'block',
  background: theme.colors.skeleton,
  borderRadius: theme.radii.md,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '&[data-shape="text"]': { height: '1em', borderRadius: theme.radii.sm },
  '&[data-shape="circle"]': { borderRadius: theme.radii.full },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  shape?: 'block' | 'text' | 'circle';
  width?: string | number;
  height?: string | number;
}

/**
 * A placeholder while content loads. Decorative: pair it with a Spinner or `aria-busy` on the
 * region so assistive tech hears that something is loading.
 */
export function Skeleton({ shape = 'block', width, height, style, ...props }: SkeletonProps) {
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      style={{ width: width ?? '100%', height: height ?? (shape === 'text' ? undefined : '1.5rem'), ...style }}
      {...props}
    />
  );
}
