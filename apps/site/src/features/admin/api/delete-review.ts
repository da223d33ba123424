import { apiRoutes } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** DELETE /api/reviews/{id} (204). */
export function deleteReview(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.review.href(id), { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: reviewsQueryKey });
    },
  });
}
