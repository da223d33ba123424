import { apiRoutes, type AdminReview, type AdminReviewInput } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation, type SaveArgs } from './admin-query';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** POST /api/admin/reviews: creates a review, or updates the one named by `id` (api contract). */
export function saveReview({ id, input }: SaveArgs<AdminReviewInput>): Promise<AdminReview> {
  const body = id ? { ...input, id } : input;
  return apiRequest<AdminReview>(apiRoutes.adminReviews.href(), { method: 'POST', body });
}

export function useSaveReview() {
  return useAdminMutation(saveReview, [adminKeys.reviews, adminKeys.summary, reviewsQueryKey]);
}
