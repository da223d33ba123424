import { apiRoutes, type ServiceRequest } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/admin/service-requests?limit=&page=. */
export function getAdminServiceRequests(page: number, signal?: AbortSignal) {
  return apiRequestPage<ServiceRequest>(apiRoutes.adminServiceRequests.href(pageParams(page)), { signal });
}

export function useAdminServiceRequests(page: number) {
  return useAdminPage([...adminKeys.serviceRequests, 'list', page], (signal) => getAdminServiceRequests(page, signal));
}
