import { apiRoutes, type Assessment } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { learningKeys } from './keys';

/** GET /api/courses/:id/assessment (signed in): the questions and their options, never the key. */
export function getAssessment(courseId: string, signal?: AbortSignal): Promise<Assessment> {
  return apiRequest<Assessment>(apiRoutes.courseAssessment.href(courseId), { signal });
}

export const assessmentQuery = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: learningKeys.assessment(userId, courseId),
    queryFn: ({ signal }) => getAssessment(courseId, signal),
  });

/** The questions load only once the member starts (`enabled`): they are never in the page's HTML. */
export function useAssessment(userId: string, courseId: string, enabled: boolean) {
  return useQuery({ ...assessmentQuery(userId, courseId), enabled });
}
