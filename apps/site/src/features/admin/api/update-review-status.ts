import { apiRoutes, type AdminReview, type ReviewStatus } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation } from './admin-query';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** PATCH /api/reviews/{id}/status: moderation's Approve and Reject. */
export function updateReviewStatus({ id, status }: { id: string; status: ReviewStatus }): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviewStatus.href(id), { method: 'PATCH', body: { status } });
}

export function useUpdateReviewStatus() {
  return useAdminMutation(updateReviewStatus, [adminKeys.reviews, adminKeys.summary, reviewsQueryKey]);
}
