import { FAILURE_TOASTS, SUCCESS_TOASTS } from '@manara/contracts';

/** The lists the panel creates and edits through a form; every one but users can also be deleted. */
export type EditableNoun = 'course' | 'project' | 'review' | 'user';
export type DeletableNoun = Exclude<EditableNoun, 'user'>;

/** A form's toasts, named after its resource in the contract's toast tables. */
export function saveToasts(noun: EditableNoun) {
  return {
    created: SUCCESS_TOASTS[`${noun}Created`],
    updated: SUCCESS_TOASTS[`${noun}Updated`],
    failed: FAILURE_TOASTS[`${noun}Save`],
  };
}

export function deleteToasts(noun: DeletableNoun) {
  return { removed: SUCCESS_TOASTS[`${noun}Removed`], deleteFailed: FAILURE_TOASTS[`${noun}Delete`] };
}
