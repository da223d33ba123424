import { ADMIN_SUMMARY_REFRESH_MS, apiRoutes, type Summary } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminSummary(signal?: AbortSignal): Promise<Summary> {
  return apiRequest<Summary>(apiRoutes.adminSummary.href(), { signal });
}

/** GET /api/admin/summary, polled every 60 s so the metrics stay current while the panel is open. */
export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => getAdminSummary(signal),
    refetchInterval: ADMIN_SUMMARY_REFRESH_MS,
    staleTime: 0,
  });
}
