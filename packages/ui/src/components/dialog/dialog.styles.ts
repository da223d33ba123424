import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { floatingSurface } from '../../utils/surface';
import { cluster } from '../../utils/wrapping-row';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const Overlay = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndices.modal,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[4],
  background: theme.colors.overlay,
  animation: `${fadeIn} ${theme.motion.durations.normal} ${theme.motion.easings.out}`,
}));

export const Panel = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[6],
  ...floatingSurface(theme, 'xl'),
  color: theme.colors.text,
  animation: `${rise} ${theme.motion.durations.slow} ${theme.motion.easings.out}`,
  '&:focus': { outline: 'none' },
  '&[data-size="lg"]': { maxWidth: theme.sizes.prose },
}));

export const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

export const Description = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

export const Actions = styled.div(({ theme }) => ({
  ...cluster(theme, 3),
  justifyContent: 'flex-end',
  marginTop: theme.space[3],
}));
