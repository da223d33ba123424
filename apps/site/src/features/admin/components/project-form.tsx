import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAILURE_TOASTS,
  projectInputSchema,
  SUCCESS_TOASTS,
  type Project,
  type ProjectFormValues,
  type ProjectInput,
} from '@manara/contracts';
import { Button, NumberField, TextArea, TextField, toast } from '@manara/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureToast } from '../../session';
import { useSaveProject } from '../api/save-project';
import { AdminForm, FormActions, FormAlert, FormGrid, firstError } from './admin-form-layout';

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

/** Create or edit a portfolio project (spec §5): tags are split on commas, trimmed, blanks dropped. */
export function ProjectForm({ editing, onDone }: { editing: Project | null; onDone: () => void }) {
  const save = useSaveProject();
  const [saveError, setSaveError] = useState<string>();
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, ProjectInput>({
    resolver: zodResolver(projectInputSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY,
  });

  // Edit loads the item into this form (mounted afresh for it): bring it into view, ready to type.
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) setFocus('title');
  }, [isEditing, setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      await save.mutateAsync({ ...(editing ? { id: editing.id } : {}), input });
      toast.success(editing ? SUCCESS_TOASTS.projectUpdated : SUCCESS_TOASTS.projectCreated);
      reset(EMPTY);
      onDone();
    } catch (error) {
      const text = failureToast(error, FAILURE_TOASTS.projectSave);
      setSaveError(text.message);
      toast.error(text);
    }
  });

  const inline = saveError ?? firstError(errors);
  return (
    <AdminForm noValidate onSubmit={onSubmit} aria-label={editing ? `Edit project ${editing.title}` : 'Create project'}>
      <FormGrid>
        <TextField control={control} name="title" label="Title" required />
        <TextField control={control} name="domain" label="Domain" required />
        <NumberField control={control} name="year" label="Year" step={1} />
        <TextField control={control} name="tags" label="Tags" hint="Separate tags with commas" />
        <div data-span="full">
          <TextArea control={control} name="summary" label="Summary" required rows={3} />
        </div>
      </FormGrid>
      <FormAlert>{inline}</FormAlert>
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update project' : 'Create project'}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            Cancel edit
          </Button>
        ) : null}
      </FormActions>
    </AdminForm>
  );
}
