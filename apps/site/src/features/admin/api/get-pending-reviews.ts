import { apiPaths, LIST_LIMIT, type AdminReview } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * The moderation queue: reviews still pending. The server may filter by `status`; the client
 * filters as well, so the queue is right whichever way the server answers.
 */
export async function getPendingReviews(signal?: AbortSignal) {
  const page = await apiRequestPage<AdminReview>(
    `${apiPaths.adminReviews}?status=pending&limit=${LIST_LIMIT.max}&page=1`,
    { signal },
  );
  return page.items.filter((review) => review.status === 'pending');
}

export function usePendingReviews() {
  return useQuery({
    queryKey: adminKeys.pendingReviews,
    queryFn: ({ signal }) => getPendingReviews(signal),
    staleTime: 0,
  });
}
