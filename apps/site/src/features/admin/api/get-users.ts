import { apiRoutes, type AdminUser } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/admin/users?limit=&page=. */
export function getAdminUsers(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminUser>(apiRoutes.adminUsers.href(pageParams(page)), { signal });
}

export function useAdminUsers(page: number) {
  return useAdminPage([...adminKeys.users, page], (signal) => getAdminUsers(page, signal));
}
