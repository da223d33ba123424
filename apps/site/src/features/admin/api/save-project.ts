import { apiRoutes, type Project, type ProjectInput } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { portfolioQueryKey } from '../../../lib/queries/get-portfolio';

/** POST /api/projects (create) or PUT /api/projects/{id} (update): title, domain, summary, year, tags. */
export function saveProject({ id, input }: { id?: string; input: ProjectInput }): Promise<Project> {
  return id
    ? apiRequest<Project>(apiRoutes.project.href(id), { method: 'PUT', body: input })
    : apiRequest<Project>(apiRoutes.projects.href(), { method: 'POST', body: input });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.projects });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      void queryClient.invalidateQueries({ queryKey: portfolioQueryKey });
    },
  });
}
