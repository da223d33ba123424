import styled from '@emotion/styled';
import { surface } from '../../utils/surface';

export const StyledAccordion = styled.div(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
  '&[data-variant="cards"]': { borderTop: 0, display: 'flex', flexDirection: 'column', gap: theme.space[3] },
}));

export const StyledItem = styled.div(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.border}`,
  '[data-variant="cards"] > &': {
    ...surface(theme),
    overflow: 'hidden',
  },
}));

export const StyledHeading = styled.h3({ margin: 0, fontSize: 'inherit', letterSpacing: 'normal' });

export const StyledTrigger = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[4]} ${theme.space[2]}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  '[data-variant="cards"] &': { padding: `${theme.space[4]} ${theme.space[5]}` },
  '&:hover:not(:disabled)': { color: theme.colors.link },
  '&:disabled': { cursor: 'not-allowed', color: theme.colors.textMuted },
  '& > svg': {
    flexShrink: 0,
    transition: `transform ${theme.motion.durations.normal} ${theme.motion.easings.standard}`,
  },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
}));

export const StyledContent = styled.div(({ theme }) => ({
  padding: `0 ${theme.space[2]} ${theme.space[5]}`,
  color: theme.colors.text,
  '[data-variant="cards"] &': { padding: `0 ${theme.space[5]} ${theme.space[5]}` },
}));
