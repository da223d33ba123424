import { apiRoutes, type AdminReview, type AdminReviewInput } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** POST /api/admin/reviews: creates a review, or updates the one named by `id` (api contract). */
export function saveReview(input: AdminReviewInput): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.adminReviews.href(), { method: 'POST', body: input });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
    },
  });
}
