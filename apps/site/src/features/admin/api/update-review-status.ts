import { apiRoutes, type AdminReview, type ReviewStatus } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** PATCH /api/reviews/{id}/status: moderation's Approve and Reject. */
export function updateReviewStatus({ id, status }: { id: string; status: ReviewStatus }): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviewStatus.href(id), { method: 'PATCH', body: { status } });
}

export function useUpdateReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewStatus,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
    },
  });
}
