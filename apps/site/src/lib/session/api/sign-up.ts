import { apiRoutes, type SignUp, type User } from '@manara/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { useSignedIn } from './use-signed-in';

/** POST /api/auth/register: creates a member, sets the session cookie and returns the user. */
export function signUp(input: SignUp): Promise<{ user: User }> {
  return apiRequest<{ user: User }>(apiRoutes.register.href(), {
    method: 'POST',
    body: input,
    expectUnauthorized: true,
  });
}

export function useSignUp() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: signedIn });
}
