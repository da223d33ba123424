import { apiRoutes, type MemberOrder } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKeys } from './keys';

/** How often an open order asks for news: the team writes and uploads while the member reads. */
const REFRESH_MS = 30_000;

/** GET /api/me/service-requests/{id}: the member's order with its timeline, messages and files. */
export function getMyOrder(id: string, signal?: AbortSignal): Promise<MemberOrder> {
  return apiRequest<MemberOrder>(apiRoutes.myServiceRequest.href(id), { signal });
}

/** The open order, read on every visit and focus and every half minute while it is open. */
export function useMyOrder(userId: string, id: string) {
  return useQuery({
    queryKey: orderKeys.one(userId, id),
    queryFn: ({ signal }) => getMyOrder(id, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
}
