import { apiRoutes, type Enrollment } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/enrollments?limit=&page=. */
export function getAdminEnrollments(page: number, signal?: AbortSignal) {
  return apiRequestPage<Enrollment>(apiRoutes.adminEnrollments.href(pageParams(page)), { signal });
}

export function useAdminEnrollments(page: number) {
  return useQuery({
    queryKey: [...adminKeys.enrollments, page],
    queryFn: ({ signal }) => getAdminEnrollments(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
