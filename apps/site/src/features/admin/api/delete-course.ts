import { apiRoutes } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { coursesQueryKey } from '../../../lib/queries/get-courses';

/** DELETE /api/courses/{id} (204). */
export function deleteCourse(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.course.href(id), { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.courses });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
}
