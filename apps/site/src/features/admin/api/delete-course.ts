import { apiRoutes } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation } from './admin-query';

/** DELETE /api/courses/{id} (204). */
export function deleteCourse(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.course.href(id), { method: 'DELETE' });
}

export function useDeleteCourse() {
  return useAdminMutation(deleteCourse, staleAfter.courses);
}
