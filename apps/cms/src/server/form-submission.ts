import type { Response } from 'express';
import type { FormSubmission } from '@manara/contracts';

/**
 * A form posted to a page without scripts, as the intake (api/form-posts.ts) accepted it, handed to
 * the page renderer (ssr.ts), which carries it out if the page holds the form.
 */
const SUBMISSION = 'manara:form-submission';

export function setFormSubmission(res: Response, submission: FormSubmission): void {
  res.locals[SUBMISSION] = submission;
}

export function formSubmissionOf(res: Response): FormSubmission | undefined {
  return res.locals[SUBMISSION] as FormSubmission | undefined;
}
