import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import type { ContainerSize } from '../../tokens';
import { Container } from '../container';

export type SectionTone = 'default' | 'subtle' | 'accent';
/** Vertical padding per spacing: [mobile, from md up]. */
const sectionSpacings = { sm: [6, 8], md: [10, 12], lg: [16, 20] } as const;
export type SectionSpacing = keyof typeof sectionSpacings;

const StyledSection = styled.section<{ $spacing: SectionSpacing }>(({ theme, $spacing }) => ({
  paddingBlock: theme.space[sectionSpacings[$spacing][0]],
  [theme.mq.md]: { paddingBlock: theme.space[sectionSpacings[$spacing][1]] },
  // Anchored sections (#wizard, #table…) must not hide under the sticky header.
  scrollMarginTop: '5rem',
  '&[data-tone="subtle"]': { background: theme.colors.bgSubtle },
  '&[data-tone="accent"]': { background: theme.colors.accentSubtle },
}));

export interface SectionProps extends ComponentPropsWithRef<'section'> {
  tone?: SectionTone;
  spacing?: SectionSpacing;
  /** Width of the inner Container; `false` renders children edge to edge. */
  containerSize?: ContainerSize | false;
}

/**
 * A page band. Give it `aria-labelledby` pointing at its SectionHeading's id so that it becomes a
 * named region for screen-reader navigation.
 */
export function Section({ tone = 'default', spacing = 'md', containerSize = 'xl', children, ...props }: SectionProps) {
  return (
    <StyledSection data-slot="section" data-tone={tone} $spacing={spacing} {...props}>
      {containerSize === false ? children : <Container size={containerSize}>{children}</Container>}
    </StyledSection>
  );
}
