import { ButtonLink } from '@manara/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AuthRedirectState } from '@/lib/session';

/** "Sign in to …": /auth, which brings the member back to this place on the course page afterwards. */
export function SignInPrompt({ label, anchor }: { label: string; anchor: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const state: AuthRedirectState = { from: `${location.pathname}${location.search}#${anchor}` };
  return (
    <ButtonLink
      href={paths.auth}
      variant="secondary"
      onClick={(event) => {
        event.preventDefault();
        void navigate(paths.auth, { state });
      }}
    >
      {label}
    </ButtonLink>
  );
}
