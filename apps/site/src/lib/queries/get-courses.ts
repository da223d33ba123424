import { apiRoutes, type Course } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const coursesQueryKey = ['courses'] as const;

export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>(apiRoutes.courses.href(), { signal });
}

/** One key and one fetcher for the list: the hook and the route loader share them. */
export const coursesQuery = () =>
  queryOptions({ queryKey: coursesQueryKey, queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useQuery(coursesQuery());
}
