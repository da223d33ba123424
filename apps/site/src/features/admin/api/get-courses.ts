import { apiRoutes, type Course } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageCount } from '../lib/format';
import type { ListQuery } from './admin-query';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** GET /api/courses: the whole catalog (the contract does not page it); the table pages it. */
export function getAdminCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>(apiRoutes.courses.href(), { signal });
}

export function useAdminCourses() {
  return useQuery({ queryKey: adminKeys.courses, queryFn: ({ signal }) => getAdminCourses(signal), staleTime: 0 });
}

/**
 * One page of the catalog for its table, paged here. After a delete empties the last page, the
 * table shows the page before it.
 */
export function useAdminCoursePage(page: number): ListQuery<Course> {
  const query = useAdminCourses();
  const total = query.data?.length ?? 0;
  const shown = Math.min(page, pageCount(total, ADMIN_PAGE_SIZE));
  return {
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    page: shown,
    data: query.data && {
      items: query.data.slice((shown - 1) * ADMIN_PAGE_SIZE, shown * ADMIN_PAGE_SIZE),
      total,
    },
  };
}
