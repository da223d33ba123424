import { apiRoutes, type Course, type CourseInput } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation } from './admin-query';
import { coursesQueryKey } from '../../../lib/queries/get-courses';

/** POST /api/courses (create) or PUT /api/courses/{id} (update) with the same fields. */
export function saveCourse({ id, input }: { id?: string; input: CourseInput }): Promise<Course> {
  return id
    ? apiRequest<Course>(apiRoutes.course.href(id), { method: 'PUT', body: input })
    : apiRequest<Course>(apiRoutes.courses.href(), { method: 'POST', body: input });
}

export function useSaveCourse() {
  return useAdminMutation(saveCourse, [adminKeys.courses, adminKeys.summary, coursesQueryKey]);
}
