import { apiRoutes, type Course } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { useAdminPage } from './admin-query';
import { adminKeys, pageParams } from './keys';

/** GET /api/courses?limit=&page=: one page of the published catalog with its X-Total-Count. */
export function getAdminCourses(page: number, signal?: AbortSignal) {
  return apiRequestPage<Course>(apiRoutes.courses.href(pageParams(page)), { signal });
}

export function useAdminCoursePage(page: number) {
  return useAdminPage([...adminKeys.courses, page], (signal) => getAdminCourses(page, signal));
}
