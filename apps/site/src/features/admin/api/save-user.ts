import { apiRoutes, type AdminUser, type AdminUserInput } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation, type SaveArgs } from './admin-query';

/**
 * POST /api/admin/users: creates a user, or updates the one named by `id`. An empty password is
 * left out of the payload, so an update keeps the existing one.
 */
export function saveUser({ id, input }: SaveArgs<AdminUserInput>): Promise<AdminUser> {
  // The form's own id (it tells the schema whether a password is required) is not the one saved.
  const { id: _formId, password, ...fields } = input;
  const rest = id ? { ...fields, id } : fields;
  const body = password ? { ...rest, password } : rest;
  return apiRequest<AdminUser>(apiRoutes.adminUsers.href(), { method: 'POST', body });
}

export function useSaveUser() {
  return useAdminMutation(saveUser, staleAfter.users);
}
