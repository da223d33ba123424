import styled from '@emotion/styled';
import type { TrackerItem, TrackerStatus } from '@manara/contracts';
import { Badge, type BadgeTone, Grid, surface } from '@manara/ui';

const TONES: Record<TrackerStatus, BadgeTone> = {
  Completed: 'success',
  'In progress': 'info',
  Planned: 'warning',
  Queued: 'neutral',
};

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  padding: theme.space[4],
  ...surface(theme),
  fontWeight: theme.fontWeights.semibold,
  [theme.mq.md]: { flexDirection: 'column', alignItems: 'flex-start' },
}));

/** A sample project's tracker (four items, as an editor wrote them in /cms). */
export function ProgressTracker({ items }: { items: TrackerItem[] }) {
  return (
    <Grid as="ol" columns={{ md: 4 }} gap={3} aria-label="Sample project progress">
      {items.map((item) => (
        <Item key={item.title}>
          <span>{item.title}</span>
          <Badge tone={TONES[item.status]}>{item.status}</Badge>
        </Item>
      ))}
    </Grid>
  );
}
