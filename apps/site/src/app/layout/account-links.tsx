import { ButtonLink, Stack } from '@manara/ui';
import { paths } from '../../config/paths';
import { useSession } from '../../features/session';

/** Sign In when signed out; Dashboard when signed in, plus Admin for admins (spec §2). */
export function AccountLinks({ onNavigate, fullWidth }: { onNavigate?: () => void; fullWidth?: boolean }) {
  const { user, isAdmin } = useSession();
  if (!user) {
    return (
      <ButtonLink href={paths.auth} size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Sign In
      </ButtonLink>
    );
  }
  return (
    <Stack direction={fullWidth ? 'column' : 'row'} gap={2} align={fullWidth ? 'stretch' : 'center'}>
      <ButtonLink href={paths.dashboard} size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        Dashboard
      </ButtonLink>
      {isAdmin ? (
        <ButtonLink href={paths.admin} size="sm" variant="secondary" fullWidth={fullWidth} onClick={onNavigate}>
          Admin
        </ButtonLink>
      ) : null}
    </Stack>
  );
}
