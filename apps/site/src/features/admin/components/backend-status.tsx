import styled from '@emotion/styled';
import { Badge, Button } from '@manara/ui';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { useAdminSummary } from '../api/get-summary';
import { backendStatusLabel, formatTimestamp } from '../lib/format';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space[3]} ${theme.space[6]}`,
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[2]} ${theme.space[6]}`,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  '& dd': { margin: 0, color: theme.colors.text, fontWeight: theme.fontWeights.medium },
}));

/** Backend status, last-update timestamp and Refresh (spec §2). */
export function BackendStatus() {
  const summary = useAdminSummary();
  const queryClient = useQueryClient();
  const refreshing = useIsFetching({ queryKey: adminKeys.all }) > 0;
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
      <Button
        variant="outline"
        size="sm"
        loading={refreshing}
        onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
      >
        Refresh
      </Button>
    </Bar>
  );
}
