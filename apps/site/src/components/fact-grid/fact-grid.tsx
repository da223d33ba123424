import styled from '@emotion/styled';

/**
 * The facts of one thing in a card or panel (a journal, a certificate): each term beside its value,
 * the value in bold. A long value (a code, a name) wraps rather than overflows.
 */
export const FactGrid = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: 0,
  dt: { color: theme.colors.textMuted },
  dd: { margin: 0, fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' },
}));
