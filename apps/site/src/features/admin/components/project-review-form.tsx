import styled from '@emotion/styled';
import {
  FAILURE_TOASTS,
  projectReviewInputSchema,
  SUCCESS_TOASTS,
  TEXT_MAX,
  type AdminProjectSubmission,
} from '@manara/contracts';
import { Button, Field, Textarea } from '@manara/ui';
import { useRef, useState } from 'react';
import { useReviewProjectSubmission } from '../api/review-project-submission';
import { useCheckedField } from '../hooks/use-checked-field';
import { useToastedSave } from '../hooks/use-toasted-save';
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
  const review = useReviewProjectSubmission();
  const commentField = useCheckedField<HTMLTextAreaElement>();
  const acceptButton = useRef<HTMLButtonElement>(null);
  const changesButton = useRef<HTMLButtonElement>(null);
  const toastedSave = useToastedSave();

  const save = async (status: Decision) => {
    const decision = commentField.check(projectReviewInputSchema, { status, comment: comment.trim() || undefined });
    if (!decision) return;
    const accepted = status === 'accepted';
    await toastedSave(
      async () => onSaved(await review.mutateAsync({ id: submission.id, review: decision })),
      {
        success: accepted ? SUCCESS_TOASTS.projectAccepted : SUCCESS_TOASTS.projectChangesRequested,
        failed: FAILURE_TOASTS.projectReview,
      },
      // Focus stays on the button that was pressed.
      () => (accepted ? acceptButton.current : changesButton.current),
    );
  };

  const pending = (status: Decision) => review.isPending && review.variables?.review.status === status;

  return (
    <AdminForm aria-labelledby="project-review-heading" onSubmit={(event) => event.preventDefault()} noValidate>
      <Sub id="project-review-heading">Your review</Sub>
      <Field
        label="Comment for the member"
        hint="Required when you request changes: say what to change. Optional when you accept."
        error={commentField.error}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={commentField.ref}
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
