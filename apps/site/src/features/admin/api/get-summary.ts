import { ADMIN_SUMMARY_REFRESH_MS, apiPaths, type Summary } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getAdminSummary(signal?: AbortSignal): Promise<Summary> {
  return apiRequest<Summary>(apiPaths.adminSummary, { signal });
}

/** GET /api/admin/summary, polled every 60 s (spec §4 and §9). */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => getAdminSummary(signal),
    refetchInterval: ADMIN_SUMMARY_REFRESH_MS,
    staleTime: 0,
  });
}
