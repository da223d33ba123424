import { apiRoutes, type ResetPassword, type User } from '@manara/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

/**
 * POST /api/auth/reset-password: sets the new password, ends the account's other sessions and
 * signs this browser in (the server sets the session cookie and returns the user).
 */
export function resetPassword(input: ResetPassword): Promise<{ user: User }> {
  return apiRequest<{ user: User }>(apiRoutes.resetPassword.href(), { method: 'POST', body: input });
}

export function useResetPassword() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: resetPassword, onSuccess: signedIn });
}
