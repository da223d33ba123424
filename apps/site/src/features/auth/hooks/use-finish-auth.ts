import type { ToastText, User } from '@manara/contracts';
import { toast } from '@manara/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { destinationAfterSignIn, failureToast, readAuthRedirectState } from '@/lib/session';

/**
 * What sign-in and sign-up do with the server's answer: on success a welcome toast, then back to
 * the page first asked for, else the user's home by role; on failure a toast with the server's reason.
 */
export function useFinishAuth(successToast: ToastText, failureToastText: ToastText) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (request: Promise<{ user: Pick<User, 'role'> }>) =>
      request.then(
        ({ user }) => {
          toast.success(successToast);
          void navigate(destinationAfterSignIn(user, readAuthRedirectState(location.state)), { replace: true });
        },
        (error: unknown) => {
          toast.error(failureToast(error, failureToastText));
        },
      ),
    [navigate, location.state, successToast, failureToastText],
  );
}
