import { apiRoutes, type Course, type CourseInput } from '@manara/contracts';
import { staleAfter } from './keys';
import { postOrPut, useAdminMutation, type SaveArgs } from './admin-query';

/** POST /api/courses (create) or PUT /api/courses/{id} (update) with the same fields. */
export function saveCourse(save: SaveArgs<CourseInput>): Promise<Course> {
  return postOrPut<Course>({ collection: apiRoutes.courses, item: apiRoutes.course }, save);
}

export function useSaveCourse() {
  return useAdminMutation(saveCourse, staleAfter.courses);
}
