import { apiRoutes, type AdminUser } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/users?limit=&page=. */
export function getAdminUsers(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminUser>(apiRoutes.adminUsers.href(pageParams(page)), { signal });
}

export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: [...adminKeys.users, page],
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
