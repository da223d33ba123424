import styled from '@emotion/styled';
import { surface } from '../../utils/surface';
import { unstyledList } from '../../utils/unstyled-list';

export const WizardRoot = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  padding: theme.space[6],
  ...surface(theme, 'xl'),
  [theme.mq.md]: { padding: theme.space[8] },
}));

export const StepList = styled.ol(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: theme.space[3],
}));

export const StepItem = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  '& > [data-slot="wizard-step-number"]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: theme.radii.full,
    border: `2px solid ${theme.colors.borderStrong}`,
    fontWeight: theme.fontWeights.bold,
  },
  '&[data-state="current"]': { color: theme.colors.text },
  '&[data-state="current"] > [data-slot="wizard-step-number"]': {
    borderColor: theme.colors.accent,
    background: theme.colors.accent,
    color: theme.colors.accentContrast,
  },
  '&[data-state="complete"] > [data-slot="wizard-step-number"]': {
    borderColor: theme.colors.accent,
    color: theme.colors.accentSubtleText,
  },
}));

export const StepPanel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[5],
  '& > h3:focus': { outline: 'none' },
}));

export const WizardFooter = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.space[3],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.border}`,
}));

/** Out of sight and out of the tab order, but still the form's default button (implicit submission). */
export const DefaultSubmit = styled.button({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
});
