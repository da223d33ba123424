import { apiRoutes, type AdminReview, type ReviewSubmission } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey } from '@/lib/queries/get-reviews';

/**
 * `POST /api/reviews`: the review is stored as pending until an admin approves it. Only what the
 * member wrote is sent: the server names the author from the session.
 */
export function createReview(submission: ReviewSubmission): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviews.href(), { method: 'POST', body: submission });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // A pending review is not listed, but an admin may have approved others meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
