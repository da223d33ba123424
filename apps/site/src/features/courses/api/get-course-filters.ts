import { apiRoutes, type CourseFilterOptions } from '@manara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { coursesQueryKey } from '@/lib/queries/get-courses';

/** `GET /api/courses/filters`: the catalog filter's choices, from every published course. */
export const courseFilterOptionsQuery = () =>
  queryOptions({
    queryKey: [...coursesQueryKey, 'filters'] as const,
    queryFn: ({ signal }) => apiRequest<CourseFilterOptions>(apiRoutes.courseFilters.href(), { signal }),
  });
