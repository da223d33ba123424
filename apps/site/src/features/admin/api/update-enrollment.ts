import { apiRoutes, type Enrollment, type EnrollmentPatch } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PATCH /api/admin/enrollments/{id}: status and/or progress. */
export function updateEnrollment({ id, patch }: { id: string; patch: EnrollmentPatch }): Promise<Enrollment> {
  return apiRequest<Enrollment>(apiRoutes.adminEnrollment.href(id), { method: 'PATCH', body: patch });
}

export function useUpdateEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnrollment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.enrollments });
    },
  });
}
