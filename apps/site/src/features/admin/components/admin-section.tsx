import styled from '@emotion/styled';
import { Card, Eyebrow, Lead } from '@manara/ui';
import { useId, type ReactNode, type Ref } from 'react';

const Header = styled.header(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  paddingBottom: theme.space[6],
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 3.5vw, ${theme.fontSizes['3xl']})`,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  marginTop: theme.space[6],
}));

/** One page of the control panel: a region named by its h1, a line of context and its content. */
export function AdminPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title id={headingId}>{title}</Title>
        <Lead size="md">{lead}</Lead>
      </Header>
      <Body>{children}</Body>
    </section>
  );
}

const Sub = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[4]}`,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
  // Focus lands here after a save; the ring shows where the reader is, as on any control.
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: '4px' },
}));

/**
 * A titled part of a page: a form on its own card, or a list (whose table draws its own frame).
 * The heading takes focus after a save when no better place is left (tabIndex -1: reachable by
 * script, not by Tab).
 */
export function AdminSubsection({
  title,
  kind = 'form',
  headingRef,
  children,
}: {
  title: string;
  kind?: 'form' | 'list';
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  const content = (
    <>
      <Sub id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </Sub>
      {children}
    </>
  );
  return kind === 'form' ? (
    <Card as="section" aria-labelledby={headingId}>
      {content}
    </Card>
  ) : (
    <section aria-labelledby={headingId}>{content}</section>
  );
}
