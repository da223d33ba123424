import { apiRoutes, type CourseLearning } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { learningKeys } from './keys';

/** GET /api/me/courses/:id: the member's progress, assessment results, project and certificate. */
export function getMyCourse(courseId: string, signal?: AbortSignal): Promise<CourseLearning> {
  return apiRequest<CourseLearning>(apiRoutes.myCourse.href(courseId), { signal });
}

/**
 * Read again whenever the page is shown or the tab regains focus: an admin may have changed the
 * enrollment or reviewed the project meanwhile, and another device may have moved the progress.
 */
export const myCourseQuery = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: learningKeys.myCourse(userId, courseId),
    queryFn: ({ signal }) => getMyCourse(courseId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Pass a null user for a visitor: nothing is requested. */
export function useMyCourse(userId: string | null, courseId: string) {
  return useQuery({ ...myCourseQuery(userId ?? '', courseId), enabled: userId !== null });
}
