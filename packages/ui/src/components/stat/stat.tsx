import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';

const StyledStat = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.space[1],
  '&[data-align="center"]': { alignItems: 'center', textAlign: 'center' },
}));

const Value = styled.dd(({ theme }) => ({
  margin: 0,
  fontSize: `clamp(${theme.fontSizes['3xl']}, 4vw, ${theme.fontSizes['4xl']})`,
  fontWeight: theme.fontWeights.bold,
  letterSpacing: theme.letterSpacings.tight,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Label = styled.dt(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.medium,
}));

export interface StatProps extends ComponentPropsWithRef<'div'> {
  value: ReactNode;
  label: ReactNode;
  align?: 'start' | 'center';
}

/**
 * One number of the numbers band. The label comes first in the DOM (`dt` then `dd`, so it reads
 * "Projects: 500+") and is shown under the number with column-reverse. Place Stats inside StatGroup.
 */
export function Stat({ value, label, align = 'center', ...props }: StatProps) {
  return (
    <StyledStat data-slot="stat" data-align={align} {...props}>
      <Label>{label}</Label>
      <Value>{value}</Value>
    </StyledStat>
  );
}

const StyledStatGroup = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space[8],
  margin: 0,
  [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

/** The `dl` that holds Stats. */
export function StatGroup(props: ComponentPropsWithRef<'dl'>) {
  return <StyledStatGroup data-slot="stat-group" {...props} />;
}
