import { apiRoutes, type Course } from '@manara/contracts';
import { publicList } from './public-list';

/** The catalog's one filter, as `GET /api/courses` takes it. */
export type CourseFilter = {
  category?: string;
};

/** `GET /api/courses`: the catalog, newest first, a page at a time (`?category=` filters it). */
export const courseList = publicList<Course, 'courses', CourseFilter>('courses', apiRoutes.courses.href);
export const coursesQueryKey = courseList.queryKey;
