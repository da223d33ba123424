import { apiRoutes, type Course, type CourseInput } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { coursesQueryKey } from '../../../lib/queries/get-courses';

/** POST /api/courses (create) or PUT /api/courses/{id} (update) with the same fields. */
export function saveCourse({ id, input }: { id?: string; input: CourseInput }): Promise<Course> {
  return id
    ? apiRequest<Course>(apiRoutes.course.href(id), { method: 'PUT', body: input })
    : apiRequest<Course>(apiRoutes.courses.href(), { method: 'POST', body: input });
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
}
