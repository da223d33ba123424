import { apiRoutes } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation } from './admin-query';

/** DELETE /api/projects/{id} (204); also refreshes the portfolio. */
export function deleteProject(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.project.href(id), { method: 'DELETE' });
}

export function useDeleteProject() {
  return useAdminMutation(deleteProject, staleAfter.projects);
}
