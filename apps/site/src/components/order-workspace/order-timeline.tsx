import styled from '@emotion/styled';
import { formatDueDate, STATUS_LABELS, type OrderEvent } from '@manara/contracts';
import { formatDateTime } from '@/lib/format';
import { authorLabel, type OrderViewer } from './who';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[4],
}));

const Step = styled.li(({ theme }) => ({
  position: 'relative',
  paddingInlineStart: theme.space[6],
  // The dot of each step, on one line that joins them.
  '&::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.4rem',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: theme.radii.full,
    border: `2px solid ${theme.colors.accent}`,
    background: theme.colors.surface,
  },
  '&:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 'calc(0.375rem - 1px)',
    top: '1.35rem',
    bottom: `calc(-1 * ${theme.space[4]} + 0.2rem)`,
    width: '2px',
    background: theme.colors.border,
  },
  '&:last-of-type::before': { background: theme.colors.accent },
  p: { margin: 0 },
}));

const What = styled.p(({ theme }) => ({ fontWeight: theme.fontWeights.semibold, color: theme.colors.text }));
const When = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** What a step of the timeline says happened. */
export function eventLabel(event: OrderEvent): string {
  if (event.type === 'created') return 'Request received';
  if (event.type === 'status') return `Status: ${event.status ? STATUS_LABELS[event.status] : 'changed'}`;
  return event.dueDate ? `Delivery date: ${formatDueDate(event.dueDate)}` : 'Delivery date withdrawn';
}

/**
 * The order's history, oldest first: its start, each status and each promised date, with who did it
 * and when; the latest step is filled in.
 */
export function OrderTimeline({ events, viewer }: { events: readonly OrderEvent[]; viewer: OrderViewer }) {
  return (
    <List aria-label="Timeline">
      {events.map((event) => (
        <Step key={event.id} data-testid="timeline-step">
          <What>{eventLabel(event)}</What>
          <When>
            {authorLabel(viewer, event.byTeam, event.byName)} ·{' '}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </When>
        </Step>
      ))}
    </List>
  );
}
