import { apiRoutes, type AdminProjectSubmission, type ProjectStatus } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestPage } from '@/lib/api-client';
import { useAdminPage } from './admin-query';
import { adminKeys, pageParams } from './keys';

/** GET /api/admin/project-submissions?status=&limit=&page=: newest first. */
export function getAdminProjectSubmissions(status: ProjectStatus | undefined, page: number, signal?: AbortSignal) {
  return apiRequestPage<AdminProjectSubmission>(
    apiRoutes.adminProjectSubmissions.href({ status, ...pageParams(page) }),
    {
      signal,
    },
  );
}

export function useAdminProjectSubmissions(status: ProjectStatus | undefined, page: number) {
  return useAdminPage([...adminKeys.projectSubmissions, status ?? 'all', page], (signal) =>
    getAdminProjectSubmissions(status, page, signal),
  );
}

/** GET /api/admin/project-submissions/{id}: one submission. */
export function getAdminProjectSubmission(id: string, signal?: AbortSignal): Promise<AdminProjectSubmission> {
  return apiRequest<AdminProjectSubmission>(apiRoutes.adminProjectSubmission.href(id), { signal });
}

/**
 * The open project when the list's current page does not hold it (a Review link to an older one):
 * nothing is asked while none is open or the list already has it.
 */
export function useAdminProjectSubmission(id: string | undefined, listed: boolean) {
  return useQuery({
    queryKey: [...adminKeys.projectSubmissions, 'one', id],
    queryFn: ({ signal }) => getAdminProjectSubmission(id ?? '', signal),
    enabled: id !== undefined && !listed,
    staleTime: 0,
  });
}
