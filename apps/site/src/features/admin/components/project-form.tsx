import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAILURE_TOASTS,
  projectInputSchema,
  SUCCESS_TOASTS,
  YEAR,
  type Project,
  type ProjectFormValues,
  type ProjectInput,
} from '@manara/contracts';
import { NumberField, TextArea, TextField } from '@manara/ui';
import { useSaveProject } from '../api/save-project';
import { useAdminForm } from '../hooks/use-admin-form';
import { AdminEditForm } from './admin-form-layout';

const EMPTY: ProjectFormValues = { title: '', domain: '', summary: '', year: '', tags: '' };

function toFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    domain: project.domain,
    summary: project.summary,
    year: String(project.year),
    tags: project.tags.join(', '),
  };
}

/** Create or edit a portfolio project: tags are split on commas, trimmed, blanks dropped. */
export function ProjectForm({ editing, onDone }: { editing: Project | null; onDone: () => void }) {
  const save = useSaveProject();
  const { control, ...form } = useAdminForm<ProjectFormValues, ProjectInput>({
    resolver: zodResolver(projectInputSchema),
    empty: EMPTY,
    initial: editing ? toFormValues(editing) : null,
    firstField: 'title',
    save: (input) => save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input }),
    toasts: {
      created: SUCCESS_TOASTS.projectCreated,
      updated: SUCCESS_TOASTS.projectUpdated,
      failed: FAILURE_TOASTS.projectSave,
    },
    onDone,
  });
  return (
    <AdminEditForm
      label={editing ? `Edit project ${editing.title}` : 'Create project'}
      form={form}
      editing={editing !== null}
      saving={save.isPending}
      submitLabel={editing ? 'Update project' : 'Create project'}
      onCancel={onDone}
    >
      <TextField control={control} name="title" label="Title" required />
      <TextField control={control} name="domain" label="Domain" required />
      <NumberField control={control} name="year" label="Year" required {...YEAR} step={1} />
      <TextField control={control} name="tags" label="Tags" hint="Separate tags with commas" />
      <div data-span="full">
        <TextArea control={control} name="summary" label="Summary" required rows={3} />
      </div>
    </AdminEditForm>
  );
}
