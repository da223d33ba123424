import styled from '@emotion/styled';
import { ButtonLink } from '@manara/ui';
import { paths } from '../../config/paths';
import { useSession, useSignOut } from '../../lib/session';
import { AccountList, Initial, initialOf, SignOutButton } from './account-menu';
import { accountNav, isCurrent } from './nav-items';
import { NavLink } from './nav-link';

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
  const signOut = useSignOut();
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
      <AccountList>
        {accountNav(user.role).map((item) => (
          <li key={item.href}>
            <NavLink item={item} current={isCurrent(item, pathname)} onClick={onNavigate} />
          </li>
        ))}
      </AccountList>
      <SignOutButton
        type="button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: onNavigate })}
      >
        Sign out
      </SignOutButton>
    </nav>
  );
}
