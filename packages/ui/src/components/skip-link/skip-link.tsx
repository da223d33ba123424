import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

const StyledSkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space[4],
  top: theme.space[2],
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space[2]} ${theme.space[4]}`,
  borderRadius: theme.radii.md,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'none',
  // Off screen until focused, then the first thing a keyboard user sees.
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': { transform: 'translateY(0)', color: theme.colors.accentContrast },
}));

export interface SkipLinkProps extends ComponentPropsWithRef<'a'> {
  /** The id of the main content, with `#`. */
  href?: string;
}

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({ href = '#main', children = 'Skip to content', ...props }: SkipLinkProps) {
  return (
    <StyledSkipLink href={href} data-slot="skip-link" {...props}>
      {children}
    </StyledSkipLink>
  );
}
