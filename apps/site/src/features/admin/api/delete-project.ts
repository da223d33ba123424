import { apiRoutes } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { portfolioQueryKey } from '../../../lib/queries/get-portfolio';

/** DELETE /api/projects/{id} (204); also refreshes the portfolio. */
export function deleteProject(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.project.href(id), { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.projects });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: portfolioQueryKey });
    },
  });
}
