import { apiRoutes, type AdminProjectSubmission, type ProjectReviewInput } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/** PATCH /api/admin/project-submissions/{id}: accept, or ask for changes with a comment. */
export function reviewProjectSubmission({
  id,
  review,
}: {
  id: string;
  review: ProjectReviewInput;
}): Promise<AdminProjectSubmission> {
  return apiRequest<AdminProjectSubmission>(apiRoutes.adminProjectSubmission.href(id), {
    method: 'PATCH',
    body: review,
  });
}

/** An acceptance may issue a certificate: the enrollments' rows show it too. */
export function useReviewProjectSubmission() {
  return useAdminMutation(reviewProjectSubmission, [adminKeys.projectSubmissions, adminKeys.enrollments]);
}
