import type { FieldValues, Resolver } from 'react-hook-form';
import type { SaveArgs } from '../api/admin-query';
import { useAdminForm } from '../hooks/use-admin-form';
import { saveToasts, type EditableNoun } from '../lib/resource-toasts';
import { AdminEditForm } from './admin-form-layout';
import { FormFields, type FieldSpec } from './form-fields';

/** The save hook of a resource (useSaveCourse, …). */
export interface SaveMutation<TInput> {
  mutateAsync: (args: SaveArgs<TInput>) => Promise<unknown>;
  isPending: boolean;
}

/** What one resource's create/edit form is made of. */
export interface ResourceFormSpec<T extends { id: string }, TValues extends FieldValues, TInput> {
  noun: EditableNoun;
  resolver: Resolver<TValues, unknown, TInput>;
  /** Create mode's values. */
  empty: TValues;
  toFormValues: (item: T) => TValues;
  /** The fields in order (the first takes focus on Edit); they may depend on the edited item. */
  fields: (editing: T | null) => FieldSpec<TValues, TInput>[];
  useSave: () => SaveMutation<TInput>;
  /** The form's name and submit button in create mode, when it is not "Create <noun>". */
  createLabel?: string;
  /** How the texts name one item: its title, a person's name. */
  itemName: (item: T) => string;
  /** The form's name while it edits an item, when it is not "Edit <noun> <name>". */
  editLabel?: (item: T) => string;
}

/**
 * Create or edit one item of a resource: Edit loads the item, Cancel edit returns to create mode,
 * a successful save resets the form; errors show inline above the buttons.
 */
export function ResourceForm<T extends { id: string }, TValues extends FieldValues, TInput>({
  spec,
  editing,
  onDone,
}: {
  spec: ResourceFormSpec<T, TValues, TInput>;
  editing: T | null;
  onDone: () => void;
}) {
  const save = spec.useSave();
  const fields = spec.fields(editing);
  const createLabel = spec.createLabel ?? `Create ${spec.noun}`;
  const editLabel = spec.editLabel ?? ((item: T) => `Edit ${spec.noun} ${spec.itemName(item)}`);
  const { control, ...form } = useAdminForm<TValues, TInput>({
    resolver: spec.resolver,
    empty: spec.empty,
    initial: editing ? spec.toFormValues(editing) : null,
    firstField: fields[0]!.name,
    save: (input) => save.mutateAsync({ id: editing?.id, input }),
    toasts: saveToasts(spec.noun),
    onDone,
  });
  return (
    <AdminEditForm
      label={editing ? editLabel(editing) : createLabel}
      form={form}
      editing={editing !== null}
      saving={save.isPending}
      submitLabel={editing ? `Update ${spec.noun}` : createLabel}
      onCancel={onDone}
    >
      <FormFields control={control} fields={fields} />
    </AdminEditForm>
  );
}
