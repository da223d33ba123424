import { apiRoutes, type AdminUser, type AdminUserInput } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * POST /api/admin/users: creates a user, or updates the one named by `id`. An empty password is
 * left out of the payload, so an update keeps the existing one.
 */
export function saveUser(input: AdminUserInput): Promise<AdminUser> {
  const { password, ...rest } = input;
  const body = password ? { ...rest, password } : rest;
  return apiRequest<AdminUser>(apiRoutes.adminUsers.href(), { method: 'POST', body });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    },
  });
}
