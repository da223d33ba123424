import type { ToastText } from '@manara/contracts';
import { ConfirmDialog, type TableColumn } from '@manara/ui';
import type { FieldValues } from 'react-hook-form';
import type { ListQuery } from '../api/admin-query';
import { useItemManager } from '../hooks/use-item-manager';
import { usePagedList } from '../hooks/use-paged-list';
import type { deleteToasts } from '../lib/resource-toasts';
import { AdminSubsection } from './admin-section';
import { ResourceForm, type ResourceFormSpec } from './resource-form';
import { ResourceTable } from './resource-table';
import { RowActions } from './row-actions';

/** Everything that makes one resource's section of the panel: its form, its table, its delete. */
export interface ManagedResource<T extends { id: string }, TValues extends FieldValues, TInput> {
  /** The list's title: "Courses". */
  label: string;
  form: ResourceFormSpec<T, TValues, TInput>;
  /** The form card's title while it edits an item, when it is not "Edit <noun>: <name>". */
  editTitle?: (item: T) => string;
  useList: (page: number) => ListQuery<T>;
  columns: TableColumn<T>[];
  /** How each row's buttons name the item for screen readers, when it is not by its name. */
  rowName?: (item: T) => string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Delete, asked first; left out where the panel deletes nothing (users). */
  remove?: {
    useRemove: () => { mutateAsync: (id: string) => Promise<unknown> };
    toasts: ReturnType<typeof deleteToasts>;
    /** The confirmation's sentence: what goes, and whether it can be undone. */
    describe: (item: T) => string;
    /** A deleted item that can come back (a trash): the "removed" toast offers Undo. */
    undo?: {
      useRestore: () => { mutateAsync: (id: string) => Promise<unknown> };
      toasts: { restored: ToastText; failed: ToastText };
    };
  };
}

const useNoRemove = () => undefined;

/**
 * One resource's section: the create/edit form card above the list card, the list's Edit and Delete
 * on every row, and the confirmation before a delete.
 */
export function ResourceManager<T extends { id: string }, TValues extends FieldValues, TInput>({
  resource,
}: {
  resource: ManagedResource<T, TValues, TInput>;
}) {
  const { form, remove } = resource;
  const editTitle = resource.editTitle ?? ((item: T) => `Edit ${form.noun}: ${form.itemName(item)}`);
  const rowName = resource.rowName ?? form.itemName;
  const list = usePagedList(resource.useList);
  const useRemove = remove?.useRemove ?? useNoRemove;
  const removal = useRemove();
  const useRestore = remove?.undo?.useRestore ?? useNoRemove;
  const restoration = useRestore();
  const undo =
    restoration && remove?.undo
      ? { restore: (id: string) => restoration.mutateAsync(id), toasts: remove.undo.toasts }
      : undefined;
  const manager = useItemManager<T>(
    removal && remove ? { remove: (id) => removal.mutateAsync(id), toasts: remove.toasts, undo } : {},
  );
  const { editing, deleting, askDelete } = manager;
  const confirm =
    deleting && remove ? { title: `Delete this ${form.noun}?`, description: remove.describe(deleting) } : null;
  return (
    <>
      <AdminSubsection title={editing ? editTitle(editing) : `New ${form.noun}`} headingRef={manager.formHeading}>
        <ResourceForm key={editing?.id ?? 'new'} spec={form} editing={editing} onDone={manager.finishEdit} />
      </AdminSubsection>
      <AdminSubsection title={`All ${resource.label.toLowerCase()}`} kind="list" headingRef={manager.listHeading}>
        <ResourceTable
          list={list}
          label={resource.label}
          columns={resource.columns}
          actions={(item) => (
            <RowActions
              id={item.id}
              name={rowName(item)}
              onEdit={() => manager.startEdit(item)}
              onDelete={askDelete ? () => askDelete(item) : undefined}
            />
          )}
          emptyTitle={resource.emptyTitle}
          emptyDescription={resource.emptyDescription}
        />
      </AdminSubsection>
      {remove ? (
        <ConfirmDialog
          open={confirm !== null}
          title={confirm?.title ?? ''}
          description={confirm?.description ?? ''}
          onOpenChange={(open) => {
            if (!open) manager.closeDelete();
          }}
          onConfirm={manager.confirmDelete}
        />
      ) : null}
    </>
  );
}
