import { apiRoutes, LIST_LIMIT, type AdminReview } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The moderation queue: the server lists only pending reviews for `?status=pending`. */
export async function getPendingReviews(signal?: AbortSignal) {
  const page = await apiRequestPage<AdminReview>(
    apiRoutes.adminReviews.href({ status: 'pending', limit: LIST_LIMIT.max, page: 1 }),
    { signal },
  );
  return page.items;
}

export function usePendingReviews() {
  return useQuery({
    queryKey: adminKeys.pendingReviews,
    queryFn: ({ signal }) => getPendingReviews(signal),
    staleTime: 0,
  });
}
