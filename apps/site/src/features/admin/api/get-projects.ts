import { apiRoutes, type Project } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { adminKeys, pageParams } from './keys';
import { useAdminPage } from './admin-query';

/** GET /api/projects?limit=&page= with its X-Total-Count (api contract). */
export function getAdminProjects(page: number, signal?: AbortSignal) {
  return apiRequestPage<Project>(apiRoutes.projects.href(pageParams(page)), { signal });
}

export function useAdminProjects(page: number) {
  return useAdminPage([...adminKeys.projects, page], (signal) => getAdminProjects(page, signal));
}
