import { apiRoutes, type AdminReview, type AdminReviewInput } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation, type SaveArgs } from './admin-query';

/** POST /api/admin/reviews: creates a review, or updates the one named by `id` (api contract). */
export function saveReview({ id, input }: SaveArgs<AdminReviewInput>): Promise<AdminReview> {
  const body = id ? { ...input, id } : input;
  return apiRequest<AdminReview>(apiRoutes.adminReviews.href(), { method: 'POST', body });
}

export function useSaveReview() {
  return useAdminMutation(saveReview, staleAfter.reviews);
}
