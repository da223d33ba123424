import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import type { ContainerSize } from '../../tokens';

const StyledContainer = styled.div<{ $size: ContainerSize }>(({ theme, $size }) => ({
  width: '100%',
  maxWidth: theme.sizes[$size],
  marginInline: 'auto',
  paddingInline: theme.space[4],
  [theme.mq.md]: { paddingInline: theme.space[6] },
}));

export interface ContainerProps extends ComponentPropsWithRef<'div'> {
  size?: ContainerSize;
}

/** Centres content at a readable width with the page gutters. */
export function Container({ size = 'xl', ...props }: ContainerProps) {
  return <StyledContainer $size={size} data-slot="container" {...props} />;
}
