import styled from '@emotion/styled';

export const TierList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  alignItems: 'stretch',
}));

export const Price = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.space[1],
  '& > [data-slot="amount"]': {
    fontSize: theme.fontSizes['4xl'],
    fontWeight: theme.fontWeights.bold,
    letterSpacing: theme.letterSpacings.tight,
    lineHeight: 1.1,
    fontVariantNumeric: 'tabular-nums',
  },
  '& > [data-slot="suffix"]': { color: theme.colors.textMuted },
}));

export const Note = styled.p(({ theme }) => ({
  margin: 0,
  minHeight: '1.5em',
  color: theme.colors.successText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
}));

export const Features = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  '& li': { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  '& svg': { color: theme.colors.success, flexShrink: 0, transform: 'translateY(2px)' },
}));

export const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  marginBottom: theme.space[8],
}));
