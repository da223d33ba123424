import styled from '@emotion/styled';
import type { TrackerItem, TrackerStatus } from '@manara/contracts';
import { Badge, type BadgeTone, surface, unstyledList } from '@manara/ui';

const TONES: Record<TrackerStatus, BadgeTone> = {
  Completed: 'success',
  'In progress': 'info',
  Planned: 'warning',
  Queued: 'neutral',
};

const List = styled.ol(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[3],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

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

/** A sample project's tracker (spec: four items, as an editor wrote them in /cms). */
export function ProgressTracker({ items }: { items: TrackerItem[] }) {
  return (
    <List aria-label="Sample project progress">
      {items.map((item) => (
        <Item key={item.title}>
          <span>{item.title}</span>
          <Badge tone={TONES[item.status]}>{item.status}</Badge>
        </Item>
      ))}
    </List>
  );
}
