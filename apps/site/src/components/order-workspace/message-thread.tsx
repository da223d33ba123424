import styled from '@emotion/styled';
import { surface } from '@manara/ui';
import type { OrderMessage } from '@manara/contracts';
import { formatDateTime } from '@/lib/format';
import { LinkedText } from './linked-text';
import { authorLabel, type OrderViewer } from './who';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
}));

const Bubble = styled.li(({ theme }) => ({
  maxWidth: 'min(38rem, 92%)',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  ...surface(theme),
  alignSelf: 'flex-start',
  '&[data-own="true"]': {
    alignSelf: 'flex-end',
    background: theme.colors.accentSubtle,
    borderColor: 'transparent',
  },
  p: { margin: 0 },
}));

const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${theme.space[2]}`,
  marginBottom: theme.space[1],
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  strong: { color: theme.colors.text },
}));

const Body = styled.p(({ theme }) => ({
  color: theme.colors.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: theme.lineHeights.normal,
}));

/** The marker above the first message the viewer has not read: a rule with a word on it. */
const NewMarker = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  '&::before, &::after': { content: '""', flex: 1, height: '1px', background: theme.colors.accent },
}));

const Seen = styled.li(({ theme }) => ({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${theme.space[2]})`,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, maxWidth: theme.sizes.prose }));

export interface MessageThreadProps {
  messages: readonly OrderMessage[];
  viewer: OrderViewer;
  /** When the viewer last opened the order before now: later messages from the other side are new. */
  readBefore: string | null;
  /** When the other side last opened it: the viewer's latest message then reads "Seen". */
  otherReadAt: string | null;
  /** What an empty thread says instead, to the viewer. */
  empty: string;
}

/**
 * The conversation on an order, oldest first and the newest at the bottom: each message with its
 * author ("You" for the viewer's side) and time, the links in it clickable; a "New" rule above the
 * first message the viewer had not read, and "Seen" under the viewer's latest once the other side
 * has opened the order since.
 */
export function MessageThread({ messages, viewer, readBefore, otherReadAt, empty }: MessageThreadProps) {
  if (messages.length === 0) return <Empty>{empty}</Empty>;
  const ownSide = (message: OrderMessage) => message.fromTeam === (viewer === 'team');
  const firstNew = messages.findIndex((m) => !ownSide(m) && (readBefore === null || m.createdAt > readBefore));
  const lastOwn = messages.findLastIndex(ownSide);
  const lastOwnSeen = lastOwn >= 0 && otherReadAt !== null && otherReadAt >= (messages[lastOwn]?.createdAt ?? '');
  const otherSide = viewer === 'member' ? 'the team' : 'the member';
  return (
    <List aria-label="Messages">
      {messages.map((message, index) => (
        <MessageItem
          key={message.id}
          message={message}
          viewer={viewer}
          own={ownSide(message)}
          isFirstNew={index === firstNew}
          seenBy={index === lastOwn && lastOwnSeen ? otherSide : undefined}
        />
      ))}
    </List>
  );
}

function MessageItem({
  message,
  viewer,
  own,
  isFirstNew,
  seenBy,
}: {
  message: OrderMessage;
  viewer: OrderViewer;
  own: boolean;
  isFirstNew: boolean;
  seenBy: string | undefined;
}) {
  return (
    <>
      {isFirstNew ? <NewMarker data-testid="new-messages">New</NewMarker> : null}
      <Bubble data-own={own ? 'true' : undefined} data-testid="order-message">
        <Meta>
          <strong>{authorLabel(viewer, message.fromTeam, message.authorName)}</strong>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </Meta>
        <Body>
          <LinkedText text={message.body} />
        </Body>
      </Bubble>
      {seenBy ? <Seen>Seen by {seenBy}</Seen> : null}
    </>
  );
}
