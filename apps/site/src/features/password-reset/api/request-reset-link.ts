import { apiRoutes, type ForgotPassword } from '@manara/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/forgot-password: the server answers 202 whether or not an account uses the
 * address, and mails the link after answering.
 */
export function requestResetLink(input: ForgotPassword): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(apiRoutes.forgotPassword.href(), { method: 'POST', body: input });
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}
