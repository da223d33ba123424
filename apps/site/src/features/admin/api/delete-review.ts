import { apiRoutes } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation } from './admin-query';

/** DELETE /api/reviews/{id} (204). */
export function deleteReview(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.review.href(id), { method: 'DELETE' });
}

export function useDeleteReview() {
  return useAdminMutation(deleteReview, staleAfter.reviews);
}
