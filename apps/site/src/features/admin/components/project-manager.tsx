import { FAILURE_TOASTS, SUCCESS_TOASTS, type Project } from '@manara/contracts';
import { ConfirmDialog, toast } from '@manara/ui';
import { useState } from 'react';
import { failureToast } from '../../session';
import { useAdminProjects } from '../api/get-projects';
import { useDeleteProject } from '../api/delete-project';
import { AdminSubsection } from './admin-section';
import { ProjectForm } from './project-form';
import { ProjectTable } from './project-table';

/** Projects: create, edit and delete, with a confirmation before delete (spec §2 and §4). */
export function ProjectManager() {
  const [page, setPage] = useState(1);
  const projects = useAdminProjects(page);
  const remove = useDeleteProject();
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  // The confirmation closes when this resolves; on failure it stays open so the admin can retry.
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(SUCCESS_TOASTS.projectRemoved);
      if (editing?.id === deleting.id) setEditing(null);
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.projectDelete));
      throw error;
    }
  };

  return (
    <>
      <AdminSubsection title={editing ? `Edit project: ${editing.title}` : 'New project'}>
        <ProjectForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </AdminSubsection>
      <AdminSubsection title="All projects">
        <ProjectTable query={projects} page={page} onPage={setPage} onEdit={setEditing} onDelete={setDeleting} />
      </AdminSubsection>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this project?"
        description={deleting ? `“${deleting.title}” will be removed from the portfolio. This cannot be undone.` : ''}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
      />
    </>
  );
}
