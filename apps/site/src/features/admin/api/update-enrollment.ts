import { apiRoutes, type AdminEnrollment, type EnrollmentPatch } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { useAdminRowMutation } from './admin-query';

/** PATCH /api/admin/enrollments/{id}: status and/or progress. */
export function updateEnrollment({ id, patch }: { id: string; patch: EnrollmentPatch }): Promise<AdminEnrollment> {
  return apiRequest<AdminEnrollment>(apiRoutes.adminEnrollment.href(id), { method: 'PATCH', body: patch });
}

/** The row keeps its place in the list (which is ordered by last change) once saved. */
export function useUpdateEnrollment() {
  return useAdminRowMutation(updateEnrollment, adminKeys.enrollments);
}
