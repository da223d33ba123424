import styled from '@emotion/styled';
import { Badge, Button } from '@manara/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminSummary } from '../api/get-summary';
import { adminKeys } from '../api/keys';
import { backendStatusLabel, formatTimestamp } from '../lib/format';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${theme.space[2]} ${theme.space[6]}`,
  padding: `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.bgSubtle,
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[1]} ${theme.space[6]}`,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  '& dd': {
    margin: 0,
    color: theme.colors.text,
    fontWeight: theme.fontWeights.medium,
    fontVariantNumeric: 'tabular-nums',
  },
}));

/**
 * Backend status, last-update timestamp and Refresh, above every section; the timestamp
 * moves on when the refresh is answered.
 */
export function BackendStatus() {
  const summary = useAdminSummary();
  const queryClient = useQueryClient();
  const label = backendStatusLabel(summary.data?.status);
  return (
    <Bar>
      <Facts>
        <div>
          <dt>Backend status</dt>
          <dd>
            <Badge tone={label === 'Online' ? 'success' : 'warning'} data-testid="backend-status">
              {label}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Last update</dt>
          <dd data-testid="last-update">{formatTimestamp(summary.data?.timestamp)}</dd>
        </div>
      </Facts>
      {/* No loading state: a disabled button would drop the focus of the admin who pressed it. */}
      <Button
        variant="outline"
        size="sm"
        onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
      >
        Refresh
      </Button>
    </Bar>
  );
}
