import { apiRoutes, type Course } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../api-client';

export const courseQueryKey = (id: string) => ['courses', id] as const;

/** GET /api/courses/{id}; a 404 yields no course, so the page can say it was not found. */
export async function getCourse(id: string, signal?: AbortSignal): Promise<Course | null> {
  try {
    return await apiRequest<Course>(apiRoutes.course.href(id), { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: courseQueryKey(id), queryFn: ({ signal }) => getCourse(id, signal) });

export function useCourse(id: string) {
  return useQuery(courseQuery(id));
}
