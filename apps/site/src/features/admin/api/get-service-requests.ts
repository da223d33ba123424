import { apiRoutes, type ServiceRequest } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/service-requests?limit=&page=. */
export function getAdminServiceRequests(page: number, signal?: AbortSignal) {
  return apiRequestPage<ServiceRequest>(apiRoutes.adminServiceRequests.href(pageParams(page)), { signal });
}

export function useAdminServiceRequests(page: number) {
  return useQuery({
    queryKey: [...adminKeys.serviceRequests, page],
    queryFn: ({ signal }) => getAdminServiceRequests(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
