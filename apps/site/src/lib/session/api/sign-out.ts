import { apiRoutes } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { useSession } from '../session-context';

/** POST /api/auth/logout: ends the server session and clears the cookie (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>(apiRoutes.logout.href(), { method: 'POST', expectUnauthorized: true });
}

/**
 * Sign out: ends the server session, then clears the stored user and the cached admin and
 * personal data, even when the server cannot be reached, so the button always does what it says. The route
 * guard then sends the visitor to /auth without offering to bring them back.
 */
export function useSignOut() {
  const { endSession } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } finally {
        endSession();
        queryClient.removeQueries({ queryKey: ['admin'] });
        queryClient.removeQueries({ queryKey: ['me'] });
      }
    },
  });
}
