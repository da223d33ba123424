import { apiRoutes } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation } from './admin-query';
import { reviewsQueryKey } from '../../../lib/queries/get-reviews';

/** DELETE /api/reviews/{id} (204). */
export function deleteReview(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.review.href(id), { method: 'DELETE' });
}

export function useDeleteReview() {
  return useAdminMutation(deleteReview, [adminKeys.reviews, adminKeys.summary, reviewsQueryKey]);
}
