import styled from '@emotion/styled';
import { Card } from '@manara/ui';
import type { ReactNode } from 'react';

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['2xl'],
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Description = styled.p(({ theme }) => ({
  margin: `${theme.space[1]} 0 0`,
  color: theme.colors.textMuted,
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  marginTop: theme.space[6],
}));

const Sub = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.text,
}));

/** One section of the control panel: a card with its h2, a line of context and its content. */
export function AdminSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" id={id} aria-labelledby={`${id}-heading`} style={{ scrollMarginTop: '5rem' }}>
      <Heading id={`${id}-heading`}>{title}</Heading>
      <Description>{description}</Description>
      <Body>{children}</Body>
    </Card>
  );
}

/** A titled part inside a section (the form, the list). */
export function AdminSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Sub>{title}</Sub>
      <div style={{ marginTop: '0.75rem' }}>{children}</div>
    </div>
  );
}
