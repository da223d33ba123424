import { FORM_FIELD, type PostedForm, type PostedValue } from '@manara/contracts/form-posts';
import type { ToastText } from '@manara/contracts/messages';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useFormOutcome } from '@/lib/form-outcome';

export interface FormNoticeText extends ToastText {
  /** A success (said politely) or a refusal (said at once). */
  ok: boolean;
}

/** `defaults` with the values a refused post sent (the server echoes only the form's own fields). */
function withPosted<T>(defaults: T, posted: Record<string, PostedValue> | undefined): T {
  return posted ? { ...defaults, ...posted } : defaults;
}

/**
 * One of the forms that work without scripts (docs/decisions/023): the attributes that make it a
 * plain HTML form posting to its page (and back to its anchor), the hidden field naming it, and
 * what the server answered a post with, for the form to start from: the values the visitor sent,
 * the errors under the fields (`useServerErrors`) and the notice the toast would have given.
 * `anchor` is the id of the element the page comes back to (the form's, or its section's); none for
 * a form at the top of its page, whose answer may send the visitor on (a redirect keeps the address's
 * anchor). With `form` null (a form that needs its scripts, in a dialog) it is none of this.
 */
export function usePostedForm<T>(form: PostedForm | null, anchor: string | undefined, defaults: T) {
  const outcome = useFormOutcome(form);
  const [defaultValues] = useState(() => withPosted(defaults, outcome?.values));
  const [notice, setNotice] = useState<FormNoticeText | null>(() =>
    outcome?.notice ? { ...outcome.notice, ok: outcome.ok } : null,
  );
  // Sent again with scripts: the new answer comes as a toast, the old notice goes.
  const dismissNotice = useCallback(() => setNotice(null), []);
  return {
    outcome,
    defaultValues,
    notice,
    dismissNotice,
    /** A form that only works with scripts (a dialog) is left as it is. */
    formProps: form
      ? ({ method: 'post', ...(anchor ? { action: `#${anchor}` } : {}), noValidate: true } as const)
      : { noValidate: true },
    /** The hidden field naming the form, to render inside it. */
    formField: form ? <input type="hidden" name={FORM_FIELD} value={form} /> : null,
  };
}

/**
 * Puts the server's field errors of a refused post on the form before its fields first render, so
 * the server's HTML and the hydrating render show them alike. Call right after `useForm`. Unlike
 * useForm's `errors` option, this does not move the focus to the first error when the page's
 * scripts start: a visitor already typing keeps their place.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string> | undefined,
): void {
  useState(() => {
    // The form's own state, filled once as it is created (like a ref), before anything reads it.
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      setError(name as Path<T>, { type: 'server', message });
    }
    return null;
  });
}
