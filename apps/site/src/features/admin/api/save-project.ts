import { apiRoutes, type Project, type ProjectInput } from '@manara/contracts';
import { staleAfter } from './keys';
import { postOrPut, useAdminMutation, type SaveArgs } from './admin-query';

/** POST /api/projects (create) or PUT /api/projects/{id} (update): title, domain, summary, year, tags. */
export function saveProject(save: SaveArgs<ProjectInput>): Promise<Project> {
  return postOrPut<Project>({ collection: apiRoutes.projects, item: apiRoutes.project }, save);
}

export function useSaveProject() {
  return useAdminMutation(saveProject, staleAfter.projects);
}
