import { apiRoutes, type Project } from '@manara/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';
import { adminKeys, pageParams } from './keys';

/** GET /api/projects?limit=&page= with its X-Total-Count (api contract). */
export function getAdminProjects(page: number, signal?: AbortSignal) {
  return apiRequestPage<Project>(apiRoutes.projects.href(pageParams(page)), { signal });
}

export function useAdminProjects(page: number) {
  return useQuery({
    queryKey: [...adminKeys.projects, page],
    queryFn: ({ signal }) => getAdminProjects(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
