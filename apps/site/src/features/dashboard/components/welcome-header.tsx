import styled from '@emotion/styled';
import { countryByCode, type User } from '@manara/contracts';
import { Badge, Button, cluster, Eyebrow, spreadRow } from '@manara/ui';

const Header = styled.header(({ theme }) => spreadRow(theme, 'flex-end', 6));

const Title = styled.h1(({ theme }) => ({
  margin: `${theme.space[2]} 0 ${theme.space[3]}`,
  fontSize: `clamp(${theme.fontSizes['2xl']}, 4vw, ${theme.fontSizes['4xl']})`,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
}));

const Facts = styled.dl(({ theme }) => ({
  ...cluster(theme, 4),
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  '& dd': { margin: 0 },
}));

/** Welcome header: the user's name, plan and country, and Sign out. */
export function WelcomeHeader({
  user,
  onSignOut,
  signingOut,
}: {
  user: User;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <Header>
      <div>
        <Eyebrow>Member dashboard</Eyebrow>
        <Title>Welcome, {user.name}</Title>
        <Facts>
          <div>
            <dt>Plan</dt>
            <dd>
              <Badge tone="accent">{user.plan}</Badge>
            </dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>
              <Badge>{countryByCode(user.country).name}</Badge>
            </dd>
          </div>
        </Facts>
      </div>
      <Button variant="secondary" onClick={onSignOut} loading={signingOut}>
        Sign out
      </Button>
    </Header>
  );
}
