import type { ToastText } from '@manara/contracts';
import { toast } from '@manara/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { failureToast } from '@/lib/session';
import { firstError } from '../components/admin-form-layout';
import { useFocusLater } from './use-focus-later';

export interface AdminFormOptions<TValues extends FieldValues, TInput> {
  resolver: Resolver<TValues, unknown, TInput>;
  /** Create mode's values; the form returns to them after a successful save. */
  empty: TValues;
  /** The edited item's values, or null in create mode. */
  initial: TValues | null;
  /** Focused when Edit loads an item, so the admin can type at once. */
  firstField: Path<TValues>;
  save: (input: TInput) => Promise<unknown>;
  toasts: { created: ToastText; updated: ToastText; failed: ToastText };
  /** Called after a successful save (and by Cancel edit): back to create mode. */
  onDone: () => void;
}

/**
 * The create/edit cycle every admin form shares: Edit loads the item, a save
 * shows its toast and resets the form, a failure shows its toast and the same sentence inline
 * above the buttons. The submit button is disabled while saving, which takes focus from it: after
 * a failure focus goes to the inline sentence; after a success `onDone` decides where it goes.
 */
export function useAdminForm<TValues extends FieldValues, TInput>({
  resolver,
  empty,
  initial,
  firstField,
  save,
  toasts,
  onDone,
}: AdminFormOptions<TValues, TInput>) {
  const [saveError, setSaveError] = useState<string>();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  const editing = initial !== null;
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<TValues, unknown, TInput>({ resolver, defaultValues: (initial ?? empty) as DefaultValues<TValues> });

  // The form is mounted afresh for each edited item: bring it into view, ready to type.
  useEffect(() => {
    if (editing) setFocus(firstField);
  }, [editing, firstField, setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      await save(input);
      toast.success(editing ? toasts.updated : toasts.created);
      reset(empty);
      onDone();
    } catch (error) {
      const text = failureToast(error, toasts.failed);
      setSaveError(text.message);
      toast.error(text);
      focusLater(() => alertRef.current);
    }
  });

  return { control, onSubmit, inlineError: saveError ?? firstError(errors), alertRef };
}
