import styled from '@emotion/styled';

export const StyledTabsList = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1],
  borderBottom: `1px solid ${theme.colors.border}`,
  overflowX: 'auto',
  '&[aria-orientation="vertical"]': {
    flexDirection: 'column',
    borderBottom: 0,
    borderRight: `1px solid ${theme.colors.border}`,
  },
  '&[data-variant="pills"]': {
    borderBottom: 0,
    padding: theme.space[1],
    borderRadius: theme.radii.lg,
    background: theme.colors.surfaceMuted,
    width: 'fit-content',
  },
}));

export const StyledTabsTrigger = styled.button(({ theme }) => ({
  appearance: 'none',
  border: 0,
  background: 'transparent',
  color: theme.colors.textMuted,
  padding: `${theme.space[3]} ${theme.space[4]}`,
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  '&:hover:not(:disabled)': { color: theme.colors.text },
  // The list scrolls sideways on narrow screens, which clips anything drawn outside it: ring inside.
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: theme.focus.insetOffset },
  '&[data-state="active"]': { color: theme.colors.text, borderBottomColor: theme.colors.accent },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  '[data-variant="pills"] > &': {
    border: 0,
    margin: 0,
    borderRadius: theme.radii.md,
    padding: `${theme.space[2]} ${theme.space[4]}`,
  },
  '[data-variant="pills"] > &[data-state="active"]': {
    background: theme.colors.surface,
    boxShadow: theme.shadows.sm,
  },
}));

export const StyledTabsContent = styled.div(({ theme }) => ({
  paddingTop: theme.space[6],
  '&:focus-visible': { outlineOffset: '4px' },
}));
