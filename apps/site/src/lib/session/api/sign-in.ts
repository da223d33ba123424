import { apiRoutes, type SignIn, type User } from '@manara/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { useSignedIn } from './use-signed-in';

/** POST /api/auth/login: the server sets the HTTP-only session cookie and returns the user. */
export function signIn(input: SignIn): Promise<{ user: User }> {
  // A wrong password is an answer (401), not an expired session: it must not sign anyone out.
  return apiRequest<{ user: User }>(apiRoutes.login.href(), { method: 'POST', body: input, expectUnauthorized: true });
}

export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signIn, onSuccess: signedIn });
}
