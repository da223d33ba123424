import type { User } from '@manara/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { destinationAfterSignIn, readAuthRedirectState } from '../../../lib/session';

/** After sign-in or sign-up: back to the page first asked for, else by role (spec §4). */
export function useGoAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (user: Pick<User, 'role'>) =>
      navigate(destinationAfterSignIn(user, readAuthRedirectState(location.state)), { replace: true }),
    [navigate, location.state],
  );
}
