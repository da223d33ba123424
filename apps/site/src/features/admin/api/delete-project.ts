import { apiRoutes } from '@manara/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useAdminMutation } from './admin-query';
import { portfolioQueryKey } from '../../../lib/queries/get-portfolio';

/** DELETE /api/projects/{id} (204); also refreshes the portfolio. */
export function deleteProject(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.project.href(id), { method: 'DELETE' });
}

export function useDeleteProject() {
  return useAdminMutation(deleteProject, [adminKeys.projects, adminKeys.summary, portfolioQueryKey]);
}
