import type { ToastText } from '@manara/contracts';
import { RowActions } from '../components/row-actions';
import { rowActionFor } from '../lib/row-focus';
import { useToastedSave } from './use-toasted-save';

/** The PATCH behind a row's Update (useUpdateEnrollment, …). */
interface RowMutation<Patch> {
  mutateAsync: (args: { id: string; patch: Patch }) => Promise<unknown>;
  isPending: boolean;
  variables?: { id: string };
}

/**
 * Rows whose own controls are saved together by the row's Update (an enrollment's status and
 * progress, a request's status): a toast says how it went, and focus goes back to that Update.
 */
export function useRowUpdate<Patch>(update: RowMutation<Patch>, toasts: { success: ToastText; failed: ToastText }) {
  const toastedSave = useToastedSave();
  return {
    save: (id: string, patch: Patch) =>
      toastedSave(
        () => update.mutateAsync({ id, patch }),
        toasts,
        () => rowActionFor('update', id),
      ),
    /** The row's actions: its Update, busy while this row saves. */
    actions: (id: string, name: string, onUpdate: () => void) => (
      <RowActions id={id} name={name} onUpdate={onUpdate} updating={update.isPending && update.variables?.id === id} />
    ),
  };
}
