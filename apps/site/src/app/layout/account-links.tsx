import styled from '@emotion/styled';
import { ButtonLink } from '@manara/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AccountEntries, Initial, initialOf, SignOut } from './account-menu';

const Who = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: `0 0 ${theme.space[2]}`,
  fontWeight: theme.fontWeights.medium,
  overflowWrap: 'anywhere',
}));

/**
 * The account part of the mobile menu: Sign In when signed out; signed in, the same entries as the
 * desktop account menu (Dashboard, Admin for admins, the CMS for editors and admins, Sign out), the current page marked.
 */
export function AccountLinks({ onNavigate, pathname }: { onNavigate: () => void; pathname: string }) {
  const { user } = useSession();
  if (!user) {
    return (
      <ButtonLink href={paths.auth} fullWidth onClick={onNavigate}>
        Sign In
      </ButtonLink>
    );
  }
  return (
    <nav aria-label="Account">
      <Who>
        <Initial aria-hidden="true">{initialOf(user.name)}</Initial>
        {user.name}
      </Who>
      <AccountEntries role={user.role} pathname={pathname} onNavigate={onNavigate} />
      <SignOut onSettled={onNavigate} />
    </nav>
  );
}
