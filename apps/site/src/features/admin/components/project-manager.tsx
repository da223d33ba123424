import { FAILURE_TOASTS, SUCCESS_TOASTS, type Project } from '@manara/contracts';
import { useState } from 'react';
import { useDeleteProject } from '../api/delete-project';
import { useAdminProjects } from '../api/get-projects';
import { useItemManager } from '../hooks/use-item-manager';
import { ItemManagerLayout } from './item-manager';
import { ProjectForm } from './project-form';
import { ProjectTable } from './project-table';

/** Portfolio projects: create, edit and delete, with a confirmation before delete. */
export function ProjectManager() {
  const [page, setPage] = useState(1);
  const projects = useAdminProjects(page);
  const remove = useDeleteProject();
  const manager = useItemManager<Project>({
    remove: (id) => remove.mutateAsync(id),
    toasts: { removed: SUCCESS_TOASTS.projectRemoved, deleteFailed: FAILURE_TOASTS.projectDelete },
  });
  const { editing } = manager;
  return (
    <ItemManagerLayout
      manager={manager}
      formTitle={editing ? `Edit project: ${editing.title}` : 'New project'}
      listTitle="All projects"
      form={<ProjectForm key={editing?.id ?? 'new'} editing={editing} onDone={manager.finishEdit} />}
      list={
        <ProjectTable
          query={projects}
          page={page}
          onPage={setPage}
          onEdit={manager.startEdit}
          onDelete={manager.askDelete}
        />
      }
      confirmDelete={(project) => ({
        title: 'Delete this project?',
        description: `“${project.title}” will be removed from the portfolio. This cannot be undone.`,
      })}
    />
  );
}
