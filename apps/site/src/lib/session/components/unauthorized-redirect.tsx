import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { onUnauthorized } from '../../api-client';
import type { AuthRedirectState } from '../lib/redirect';

/**
 * A 401 from any call (a session that ended on the server): the session provider clears the user; this sends
 * the visitor to /auth, remembering where they were so sign-in brings them back.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(
    () =>
      onUnauthorized(() => {
        if (location.pathname === paths.auth) return;
        const state: AuthRedirectState = { from: here };
        navigate(paths.auth, { state });
      }),
    [navigate, here, location.pathname],
  );
  return null;
}
