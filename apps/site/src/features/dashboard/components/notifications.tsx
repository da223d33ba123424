import styled from '@emotion/styled';
import type { Notification } from '@manara/contracts';
import { Badge, Button, Card, CardLink, spreadRow, Stack } from '@manara/ui';
import { formatDateTime } from '@/lib/format';
import { useMarkNotificationsRead, useMyNotifications } from '../api/get-my-notifications';
import { DASHBOARD_NOTIFICATIONS } from '../lib/notifications';
import { MemberQuery } from './member-query';

const Title = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }));
const Body = styled.p(({ theme }) => ({ margin: `${theme.space[1]} 0`, color: theme.colors.textMuted }));
const When = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));
const Head = styled.div(({ theme }) => ({ ...spreadRow(theme, 'flex-start', 2) }));
const Bar = styled.div(({ theme }) => ({ ...spreadRow(theme, 'center', 2), marginBottom: theme.space[3] }));
const Count = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

/** The product's two sample items: what the list looks like until the member has news of their own. */
function SampleNotifications() {
  return (
    <Stack as="ul" gap={3} aria-label="Notifications">
      {DASHBOARD_NOTIFICATIONS.map((item) => (
        <Card as="li" key={item.id} variant="subtle">
          <Title>{item.title}</Title>
          <Body>{item.body}</Body>
          <When>{item.when}</When>
        </Card>
      ))}
    </Stack>
  );
}

function NotificationCard({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <Card
      as="li"
      variant={item.read ? 'subtle' : 'outline'}
      interactive
      data-testid="notification"
      data-state={item.read ? 'read' : 'unread'}
    >
      <Head>
        <Title>
          <CardLink href={item.href} onClick={onOpen}>
            {item.title}
          </CardLink>
        </Title>
        {item.read ? null : <Badge tone="accent">New</Badge>}
      </Head>
      <Body>{item.body}</Body>
      <When>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </When>
    </Card>
  );
}

/**
 * The member's news, newest first: their orders' changes, messages and deliverables, a course project
 * reviewed, a certificate issued; unread ones marked New, read once opened or all at once. Until the
 * member has any, the product's two sample items stand in.
 */
export function Notifications({ userId }: { userId: string }) {
  const query = useMyNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  return (
    <MemberQuery
      query={query}
      noun="notifications"
      isEmpty={({ docs }) => docs.length === 0}
      empty={{ content: <SampleNotifications /> }}
    >
      {({ docs, unread }) => (
        <>
          <Bar>
            <Count aria-live="polite">{unread === 0 ? 'All caught up.' : `${unread} unread`}</Count>
            {unread > 0 ? (
              <Button size="sm" variant="ghost" onClick={() => markRead.mutate(undefined)}>
                Mark all as read
              </Button>
            ) : null}
          </Bar>
          <Stack as="ul" gap={3} aria-label="Notifications">
            {docs.map((item) => (
              <NotificationCard
                key={item.id}
                item={item}
                onOpen={() => {
                  if (!item.read) markRead.mutate([item.id]);
                }}
              />
            ))}
          </Stack>
        </>
      )}
    </MemberQuery>
  );
}
