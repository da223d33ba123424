import styled from '@emotion/styled';
import { Button, Card, spreadRow } from '@manara/ui';
import { useEffect, useRef, type ReactNode } from 'react';

const Head = styled.div(({ theme }) => ({ ...spreadRow(theme, 'flex-start', 3), marginBottom: theme.space[4] }));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: '4px' },
}));

/** A record's facts as terms beside their values (stacked on a phone). */
export const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: `0 0 ${theme.space[6]}`,
  [theme.mq.md]: { gridTemplateColumns: '11rem minmax(0, 1fr)' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: { '& dd': { marginBottom: theme.space[2] } },
}));

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * An opened record beside its list: a heading with Close, then `children`. Focus moves to the
 * heading once the record is `loaded`, so a keyboard or screen reader user lands on what they opened.
 */
export function DetailCard({
  name,
  title,
  loaded,
  onClose,
  children,
}: {
  /** Names the heading's id (`<name>-detail-heading`) and the card's test id (`<name>-detail`). */
  name: string;
  title: string;
  loaded: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Card as="section" aria-labelledby={`${name}-detail-heading`} data-testid={`${name}-detail`}>
      <Head>
        <Title id={`${name}-detail-heading`} ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Head>
      {children}
    </Card>
  );
}
