import { apiRoutes, type Course } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/courses: the whole catalog (the contract does not page it); the table pages it. */
export function getAdminCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>(apiRoutes.courses.href(), { signal });
}

export function useAdminCourses() {
  return useQuery({ queryKey: adminKeys.courses, queryFn: ({ signal }) => getAdminCourses(signal), staleTime: 0 });
}
