import { ConfirmDialog } from '@manara/ui';
import type { ReactNode } from 'react';
import type { ItemManager } from '../hooks/use-item-manager';
import { AdminSubsection } from './admin-section';

/** The form card above the list card, and the delete confirmation, of one managed list. */
export function ItemManagerLayout<T extends { id: string }>({
  manager,
  formTitle,
  listTitle,
  form,
  list,
  confirmDelete,
}: {
  manager: ItemManager<T>;
  formTitle: string;
  listTitle: string;
  form: ReactNode;
  list: ReactNode;
  /** The confirmation's title and sentence for the item being deleted. */
  confirmDelete?: (item: T) => { title: string; description: string };
}) {
  const { deleting } = manager;
  const confirm = deleting && confirmDelete ? confirmDelete(deleting) : null;
  return (
    <>
      <AdminSubsection title={formTitle} headingRef={manager.formHeading}>
        {form}
      </AdminSubsection>
      <AdminSubsection title={listTitle} kind="list" headingRef={manager.listHeading}>
        {list}
      </AdminSubsection>
      {confirmDelete ? (
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
