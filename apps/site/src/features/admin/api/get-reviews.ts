import { apiRoutes, type AdminReview } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/admin/reviews?limit=&page=: every review whatever its status. */
export function getAdminReviews(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminReview>(apiRoutes.adminReviews.href(pageParams(page)), { signal });
}

export function useAdminReviews(page: number) {
  return useAdminPage([...adminKeys.reviews, 'all', page], (signal) => getAdminReviews(page, signal));
}
