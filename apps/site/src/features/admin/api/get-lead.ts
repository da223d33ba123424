import { apiRoutes, type Lead } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/leads/{id}: one lead with all its details. */
export function getAdminLead(id: string, signal?: AbortSignal): Promise<Lead> {
  return apiRequest<Lead>(apiRoutes.adminLead.href(id), { signal });
}

/** The open lead of the Inbox; nothing is asked while none is open. */
export function useAdminLead(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.leads, 'one', id],
    queryFn: ({ signal }) => getAdminLead(id ?? '', signal),
    enabled: id !== undefined,
    staleTime: 0,
  });
}
