import styled from '@emotion/styled';
import { Spinner } from '@manara/ui';

const Wrap = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[3],
  minHeight: '40vh',
  padding: theme.space[8],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
}));

/** What the route guard shows while the server confirms the session. */
export function CheckingSession() {
  return (
    <Wrap role="status" data-testid="checking-session">
      <Spinner decorative />
      <span>Checking session</span>
    </Wrap>
  );
}
