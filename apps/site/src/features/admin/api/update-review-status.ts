import { apiRoutes, type AdminReview, type ReviewStatus } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation } from './admin-query';

/** PATCH /api/reviews/{id}/status: moderation's Approve and Reject. */
export function updateReviewStatus({ id, status }: { id: string; status: ReviewStatus }): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviewStatus.href(id), { method: 'PATCH', body: { status } });
}

export function useUpdateReviewStatus() {
  return useAdminMutation(updateReviewStatus, staleAfter.reviews);
}
