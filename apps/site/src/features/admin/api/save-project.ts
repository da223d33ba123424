import { apiRoutes, type Project, type ProjectInput } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation } from './admin-query';
import { portfolioQueryKey } from '../../../lib/queries/get-portfolio';

/** POST /api/projects (create) or PUT /api/projects/{id} (update): title, domain, summary, year, tags. */
export function saveProject({ id, input }: { id?: string; input: ProjectInput }): Promise<Project> {
  return id
    ? apiRequest<Project>(apiRoutes.project.href(id), { method: 'PUT', body: input })
    : apiRequest<Project>(apiRoutes.projects.href(), { method: 'POST', body: input });
}

export function useSaveProject() {
  return useAdminMutation(saveProject, [adminKeys.projects, adminKeys.summary, portfolioQueryKey]);
}
