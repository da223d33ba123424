import { apiRoutes, type AdminEnrollment } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/admin/enrollments?limit=&page=. */
export function getAdminEnrollments(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminEnrollment>(apiRoutes.adminEnrollments.href(pageParams(page)), { signal });
}

export function useAdminEnrollments(page: number) {
  return useAdminPage([...adminKeys.enrollments, page], (signal) => getAdminEnrollments(page, signal));
}
