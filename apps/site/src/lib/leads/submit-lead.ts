import { FAILURE_TOASTS, type ToastText } from '@manara/contracts/messages';
import { toast } from '@manara/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, apiRequest } from '../api-client';
import { failureToast } from '../session';

/**
 * Sends one of the public forms. A faster answer still waits out `minimumMs`, so the form shows its
 * loading state long enough to be read instead of flashing it.
 */
export async function submitLead(path: string, body: object, minimumMs: number): Promise<void> {
  const wait = new Promise((resolve) => setTimeout(resolve, minimumMs));
  const [result] = await Promise.allSettled([apiRequest<unknown>(path, { method: 'POST', body }), wait]);
  if (result.status === 'rejected') throw result.reason;
}

/** The page a form is sent from (its path and anchor), for the team's context. */
export function currentPage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return `${window.location.pathname}${window.location.hash}`;
}

export interface LeadFailure {
  /** The toast: the server's own sentence (a 400's summary, a 429), else the fallback. */
  toast: ToastText;
  /** The server's message per field of a 400, to show under the fields. */
  fields: Record<string, string>;
}

export function leadFailure(error: unknown): LeadFailure {
  return { toast: failureToast(error, FAILURE_TOASTS.leadSubmit), fields: serverFields(error) };
}

/** The server's message per field of a refused form (`{ error, fields }`, docs/api.md); none for other errors. */
export function serverFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    const fields = parsed && typeof parsed === 'object' && 'fields' in parsed ? parsed.fields : undefined;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * Shows a failed submission: each field the server named (among `fields`, the form's own) gets its
 * message under it, and the toast says the server's sentence.
 */
export function reportLeadFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const failure = leadFailure(error);
  for (const name of fields) {
    const message = failure.fields[name];
    if (message) setError(name, { message });
  }
  toast.error(failure.toast);
}

/** A failed call without form fields (a plan choice): the toast in the server's words. */
export function toastLeadFailure(error: unknown): void {
  toast.error(leadFailure(error).toast);
}
