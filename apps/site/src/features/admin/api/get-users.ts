import { apiPaths, type AdminUser } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageQuery } from './keys';

/** GET /api/admin/users?limit=&page=. */
export function getAdminUsers(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminUser>(`${apiPaths.adminUsers}?${pageQuery(page)}`, { signal });
}

export function useAdminUsers(page: number) {
  return useQuery({
    queryKey: [...adminKeys.users, page],
    queryFn: ({ signal }) => getAdminUsers(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
