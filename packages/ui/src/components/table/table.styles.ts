import styled from '@emotion/styled';
import { surface } from '../../utils/surface';

export const TableFrame = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
}));

/** Horizontal scroll on small screens; focusable so keyboard users can scroll it too. */
export const ScrollArea = styled.div(({ theme }) => ({
  overflowX: 'auto',
  ...surface(theme),
}));

export const StyledTable = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& caption': {
    captionSide: 'top',
    textAlign: 'left',
    padding: `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`,
    fontWeight: theme.fontWeights.semibold,
    fontSize: theme.fontSizes.md,
    color: theme.colors.text,
  },
  '& th, & td': {
    padding: `${theme.space[3]} ${theme.space[4]}`,
    textAlign: 'left',
    verticalAlign: 'middle',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '& thead th': {
    background: theme.colors.surfaceMuted,
    color: theme.colors.text,
    fontWeight: theme.fontWeights.semibold,
    whiteSpace: 'nowrap',
  },
  '& tbody tr:last-of-type td, & tbody tr:last-of-type th': { borderBottom: 0 },
  '& tbody tr:hover': { background: theme.colors.bgSubtle },
  '& [data-align="right"]': { textAlign: 'right' },
  '& [data-align="center"]': { textAlign: 'center' },
}));
