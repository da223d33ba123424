import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  projectReviewInputSchema,
  SUCCESS_TOASTS,
  TEXT_MAX,
  type AdminProjectSubmission,
} from '@manara/contracts';
import { Button, Field, Textarea, toast } from '@manara/ui';
import { useRef, useState } from 'react';
import { failureToast } from '../../../lib/session';
import { useReviewProjectSubmission } from '../api/review-project-submission';
import { useFocusLater } from '../hooks/use-focus-later';
import { AdminForm, FormActions } from './admin-form-layout';

const Sub = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.md }));

type Decision = 'accepted' | 'changes_requested';

/**
 * The reviewer's decision on a project: Accept, or Request changes with a comment the member reads
 * on the course page (PATCH /api/admin/project-submissions/{id}). A missing comment is said under the
 * field, which takes focus; after a save, focus stays on the button that was pressed.
 */
export function ProjectReviewForm({
  submission,
  onSaved,
}: {
  submission: AdminProjectSubmission;
  /** The server's answer: the detail shows it at once, even when the list's filter now leaves it out. */
  onSaved: (saved: AdminProjectSubmission) => void;
}) {
  const [comment, setComment] = useState(submission.comment ?? '');
  const [error, setError] = useState<string>();
  const review = useReviewProjectSubmission();
  const commentField = useRef<HTMLTextAreaElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const changesButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  const save = async (status: Decision) => {
    const parsed = projectReviewInputSchema.safeParse({ status, comment: comment.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      focusLater(() => commentField.current);
      return;
    }
    setError(undefined);
    try {
      onSaved(await review.mutateAsync({ id: submission.id, review: parsed.data }));
      toast.success(status === 'accepted' ? SUCCESS_TOASTS.projectAccepted : SUCCESS_TOASTS.projectChangesRequested);
    } catch (failure) {
      toast.error(failureToast(failure, FAILURE_TOASTS.projectReview));
    }
    // The button was disabled while saving, which takes focus from it: give it back.
    focusLater(() => (status === 'accepted' ? acceptButton.current : changesButton.current));
  };

  const pending = (status: Decision) => review.isPending && review.variables?.review.status === status;

  return (
    <AdminForm aria-labelledby="project-review-heading" onSubmit={(event) => event.preventDefault()} noValidate>
      <Sub id="project-review-heading">Your review</Sub>
      <Field
        label="Comment for the member"
        hint="Required when you request changes: say what to change. Optional when you accept."
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={commentField}
            rows={4}
            maxLength={TEXT_MAX.long}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
      <FormActions>
        <Button
          ref={acceptButton}
          onClick={() => void save('accepted')}
          loading={pending('accepted')}
          disabled={review.isPending}
        >
          Accept project
        </Button>
        <Button
          ref={changesButton}
          variant="outline"
          onClick={() => void save('changes_requested')}
          loading={pending('changes_requested')}
          disabled={review.isPending}
        >
          Request changes
        </Button>
      </FormActions>
    </AdminForm>
  );
}
