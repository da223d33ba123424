import type { ToastText } from '@manara/contracts';
import { toast } from '@manara/ui';
import { useRef, useState } from 'react';
import { failureToast } from '@/lib/session';
import { rowActionFor } from '../lib/row-focus';
import { useFocusLater } from './use-focus-later';

export interface ItemManagerOptions {
  /** Deletes the item; leave out for lists without Delete (users). */
  remove?: (id: string) => Promise<unknown>;
  toasts?: { removed: ToastText; deleteFailed: ToastText };
  /** Brings a deleted item back (reviews go to a trash): the "removed" toast then offers Undo. */
  undo?: { restore: (id: string) => Promise<unknown>; toasts: { restored: ToastText; failed: ToastText } };
}

/** A toast's Undo: its name says what it undoes, for screen readers that hear several. */
export const undoAction = (undone: ToastText, onAction: () => void) => ({
  label: 'Undo',
  accessibleLabel: `Undo: ${undone.title}`,
  onAction,
});

/**
 * The edit and delete cycle of a managed list: Edit loads an item into the form, a save
 * or Cancel edit returns to create mode, Delete asks first. Focus never drops to the page: after
 * an edit it returns to the row's Edit button, after a create to the form's heading, after a
 * delete to the list's heading.
 */
export function useItemManager<T extends { id: string }>({ remove, toasts, undo }: ItemManagerOptions = {}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const deleted = useRef(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const finishEdit = () => {
    const id = editing?.id;
    setEditing(null);
    focusLater(
      () =>
        id && listHeading.current?.parentElement ? rowActionFor('edit', id, listHeading.current.parentElement) : null,
      () => formHeading.current,
    );
  };

  // Undo puts the item back in its list and focus on its row's Edit, where the admin left off.
  const restore = async (id: string) => {
    if (!undo) return;
    try {
      await undo.restore(id);
      toast.success(undo.toasts.restored);
      focusLater(() =>
        listHeading.current?.parentElement ? rowActionFor('edit', id, listHeading.current.parentElement) : null,
      );
    } catch (error) {
      toast.error(failureToast(error, undo.toasts.failed));
    }
  };

  // The confirmation closes when this resolves; on failure it stays open so the admin can retry.
  const confirmDelete = async () => {
    if (!deleting || !remove || !toasts) return;
    const { id } = deleting;
    try {
      await remove(id);
      toast.success(
        undo ? { ...toasts.removed, action: undoAction(toasts.removed, () => void restore(id)) } : toasts.removed,
      );
      if (editing?.id === deleting.id) setEditing(null);
      deleted.current = true;
    } catch (error) {
      toast.error(failureToast(error, toasts.deleteFailed));
      throw error;
    }
  };

  return {
    editing,
    startEdit: setEditing,
    finishEdit,
    deleting,
    askDelete: remove ? setDeleting : undefined,
    // The dialog gives focus back to the Delete button as it closes; once the row is deleted that
    // button goes too, so focus moves on to the list's heading in the same render.
    closeDelete: () => {
      setDeleting(null);
      if (deleted.current) focusLater(() => listHeading.current);
      deleted.current = false;
    },
    confirmDelete,
    formHeading,
    listHeading,
  };
}

export type ItemManager<T extends { id: string }> = ReturnType<typeof useItemManager<T>>;
