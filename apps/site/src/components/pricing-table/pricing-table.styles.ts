import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { unstyledList } from '@manara/ui';
import { SCRIPTS_RUN } from '@/lib/scripts-run';

/** The rows every card shares: header, price, note, features, action. */
const CARD_ROWS = 5;

/**
 * Each card spans the same five rows of the list's grid (subgrid), so prices, notes and feature lists
 * start at the same height in every card of a row, whatever the length of the description above.
 */
export const TierList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  columnGap: theme.space[6],
  rowGap: theme.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Two columns from tablets; four only where "EGP 81,590" still fits a card on one line.
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  '& > li': {
    display: 'grid',
    gridRow: `span ${CARD_ROWS}`,
    gridTemplateRows: 'subgrid',
    rowGap: 0,
  },
  '& > li > [data-slot="card"]': {
    display: 'grid',
    gridRow: `span ${CARD_ROWS}`,
    gridTemplateRows: 'subgrid',
    rowGap: theme.space[4],
  },
  // The recommended card's border is 1 px wider: its padding gives the pixel back, so its rows line up.
  '& > li > [data-slot="card"][data-variant="accent"]': { padding: `calc(${theme.space[6]} - 1px)` },
}));

/** A price still waiting for the visitor's country: its box stays, shown as a placeholder. */
export const pendingAmountStyles = (theme: Theme) => ({
  color: 'transparent',
  background: theme.colors.surfaceMuted,
  borderRadius: theme.radii.sm,
  userSelect: 'none' as const,
});

/** Amount over period on two fixed lines: a longer amount in another currency never adds a line. */
export const Price = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space[1],
  '& > [data-slot="amount"]': {
    fontSize: theme.fontSizes['3xl'],
    fontWeight: theme.fontWeights.bold,
    letterSpacing: theme.letterSpacings.tight,
    lineHeight: 1.1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& > [data-slot="suffix"]': { color: theme.colors.textMuted, minHeight: '1.5em' },
  [`${SCRIPTS_RUN} &[data-pending] > [data-slot="amount"], ${SCRIPTS_RUN} &[data-pending] > [data-slot="suffix"]`]:
    pendingAmountStyles(theme),
}));

export const Note = styled.p(({ theme }) => ({
  margin: 0,
  minHeight: '1.5em',
  color: theme.colors.successText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

export const Features = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  '& li': { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  '& svg': { color: theme.colors.success, flexShrink: 0, transform: 'translateY(2px)' },
}));

export const TitleRow = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space[2],
}));
