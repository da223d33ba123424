import styled from '@emotion/styled';
import { FAILURE_TOASTS, reviewStatusToast, type AdminReview, type ReviewStatus } from '@manara/contracts';
import { Grid, Spinner, toast } from '@manara/ui';
import { useRef } from 'react';
import { failureToast } from '@/lib/session';
import { usePendingReviews } from '../api/get-pending-reviews';
import { useUpdateReviewStatus } from '../api/update-review-status';
import { useFocusLater } from '../hooks/use-focus-later';
import { undoAction } from '../hooks/use-item-manager';
import { PendingReviewCard } from './pending-review-card';

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const APPROVE = '[data-action="approve"]';

/**
 * Moderation of pending reviews: Approve or Reject, then "Review {status}". The
 * moderated card leaves the list, so focus moves on to the card that takes its place (or to the
 * sentence that says none is left) and the admin can go on from the keyboard. A rejection's toast
 * offers Undo, which puts the review back in the queue as pending.
 */
export function ReviewModeration() {
  const pending = usePendingReviews();
  const update = useUpdateReviewStatus();
  const region = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  const approveButtons = () => Array.from(region.current?.querySelectorAll<HTMLElement>(APPROVE) ?? []);

  const moderate = async (review: AdminReview, status: ReviewStatus) => {
    let index = pending.data?.findIndex((r) => r.id === review.id) ?? 0;
    try {
      await update.mutateAsync({ id: review.id, status });
      const done = reviewStatusToast(status);
      toast.success(
        status === 'rejected' ? { ...done, action: undoAction(done, () => void moderate(review, 'pending')) } : done,
      );
      const { data } = await pending.refetch();
      // An undone rejection puts the card back in the queue: focus goes to it, where the admin left off.
      if (status === 'pending') index = data?.findIndex((r) => r.id === review.id) ?? index;
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.reviewStatus));
    }
    focusLater(
      () => approveButtons()[index],
      () => approveButtons().at(-1),
      () => region.current?.querySelector<HTMLElement>('[data-slot="moderation-empty"]'),
    );
  };

  const content = () => {
    if (pending.isPending) return <Spinner label="Loading pending reviews" />;
    if (pending.isError)
      return <Empty role="alert">Pending reviews could not be loaded. Use Refresh to try again.</Empty>;
    if (pending.data.length === 0)
      return (
        <Empty tabIndex={-1} data-slot="moderation-empty">
          No reviews are waiting for moderation.
        </Empty>
      );
    return (
      <Grid as="ul" columns={{ base: 1, md: 2 }} gap={4} aria-label="Pending reviews">
        {pending.data.map((review) => (
          <PendingReviewCard
            key={review.id}
            review={review}
            busy={update.isPending && update.variables?.id === review.id}
            onModerate={(status) => void moderate(review, status)}
          />
        ))}
      </Grid>
    );
  };

  return <div ref={region}>{content()}</div>;
}
