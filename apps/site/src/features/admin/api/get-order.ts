import { apiRoutes, type AdminOrder, type TeamMember } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** How often an open order asks for news: the member writes and uploads while the team reads. */
const REFRESH_MS = 30_000;

export const orderKey = (id: string) => [...adminKeys.serviceRequests, 'one', id] as const;

/** GET /api/admin/service-requests/{id}: the order with its workspace, notes and assignee. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(apiRoutes.adminServiceRequest.href(id), { signal });
}

/** The open order of the Service requests section. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

/** GET /api/admin/team: the admins an order can be given to, the signed-in one first. */
export function useAdminTeam() {
  return useQuery({
    queryKey: [...adminKeys.users, 'team'],
    queryFn: ({ signal }) => apiRequest<TeamMember[]>(apiRoutes.adminTeam.href(), { signal }),
    staleTime: 60_000,
  });
}
