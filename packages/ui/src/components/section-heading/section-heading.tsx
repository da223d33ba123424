import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Lead } from '../lead';

const Wrapper = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  marginBottom: theme.space[8],
  maxWidth: theme.sizes.prose,
  '&[data-align="center"]': { marginInline: 'auto', textAlign: 'center', alignItems: 'center' },
}));

/** The short uppercase label above a heading, e.g. "Services"; page headers outside a SectionHeading use it too. */
export const Eyebrow = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
}));

const Title = styled.h2({ margin: 0 });

export interface SectionHeadingProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  title: ReactNode;
  /** A short label above the title, e.g. "Services". */
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level: h1 for a page hero, h2 (default) for sections. */
  level?: 1 | 2 | 3;
  /** Id of the heading, for the Section's `aria-labelledby`. */
  headingId?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  description,
  align = 'start',
  level = 2,
  headingId,
  ...props
}: SectionHeadingProps) {
  return (
    <Wrapper data-slot="section-heading" data-align={align} {...props}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title as={`h${level}`} id={headingId}>
        {title}
      </Title>
      {description ? <Lead>{description}</Lead> : null}
    </Wrapper>
  );
}
