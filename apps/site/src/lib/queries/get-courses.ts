import { apiRoutes, type Course } from '@manara/contracts';
import { publicList } from './public-list';

/** `GET /api/courses`: the catalog. */
export const {
  queryKey: coursesQueryKey,
  get: getCourses,
  query: coursesQuery,
  use: useCourses,
} = publicList<Course, 'courses'>('courses', () => apiRoutes.courses.href());
