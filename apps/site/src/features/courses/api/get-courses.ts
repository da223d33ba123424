import { apiPaths, type Course } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const coursesQueryKey = ['courses'] as const;

export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return apiRequest<Course[]>(apiPaths.courses, { signal });
}

export function useCourses() {
  return useQuery({ queryKey: coursesQueryKey, queryFn: ({ signal }) => getCourses(signal) });
}
