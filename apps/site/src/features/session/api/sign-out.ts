import { apiPaths } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../session-context';

/** POST /api/auth/logout: ends the server session and clears the cookie (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>(apiPaths.logout, { method: 'POST', expectUnauthorized: true });
}

/**
 * Sign out (spec §4): the stored user is cleared even when the server cannot be reached, so the
 * button always does what it says; cached member and admin data go with it.
 */
export function useSignOut() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setUser(null);
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
  });
}
