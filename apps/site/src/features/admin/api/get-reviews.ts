import { apiRoutes, type AdminReview } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/reviews?limit=&page=: every review whatever its status. */
export function getAdminReviews(page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminReview>(apiRoutes.adminReviews.href(pageParams(page)), { signal });
}

export function useAdminReviews(page: number) {
  return useQuery({
    queryKey: [...adminKeys.reviews, 'all', page],
    queryFn: ({ signal }) => getAdminReviews(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
