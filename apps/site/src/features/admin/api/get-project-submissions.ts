import { apiRoutes, type AdminProjectSubmission, type ProjectStatus } from '@manara/contracts';
import { apiRequestPage } from '../../../lib/api-client';
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
