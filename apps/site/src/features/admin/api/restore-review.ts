import { apiRoutes, type AdminReview } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';

/** POST /api/reviews/{id}/restore: a deleted review back from the trash, as it was. */
export function restoreReview(id: string): Promise<AdminReview> {
  return apiRequest<AdminReview>(apiRoutes.reviewRestore.href(id), { method: 'POST' });
}

/**
 * Undo of a delete: it resolves once the lists hold the review again (unlike the other saves, which
 * refresh in the background), so focus can go back to its row.
 */
export function useRestoreReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreReview,
    onSuccess: () => Promise.all(staleAfter.reviews.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
