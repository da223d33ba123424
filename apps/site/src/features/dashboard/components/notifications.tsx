import styled from '@emotion/styled';
import { Card, Stack } from '@manara/ui';
import { DASHBOARD_NOTIFICATIONS } from '../lib/notifications';

const Title = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }));
const Body = styled.p(({ theme }) => ({ margin: `${theme.space[1]} 0`, color: theme.colors.textMuted }));
const When = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }));

/** The two static sample notifications. */
export function Notifications() {
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
