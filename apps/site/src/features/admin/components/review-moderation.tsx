import styled from '@emotion/styled';
import { FAILURE_TOASTS, reviewStatusToast, type AdminReview, type ReviewStatus } from '@manara/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Grid,
  Rating,
  Spinner,
  toast,
} from '@manara/ui';
import { failureToast } from '../../session';
import { usePendingReviews } from '../api/get-pending-reviews';
import { useUpdateReviewStatus } from '../api/update-review-status';

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.normal,
}));

const Meta = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
}));

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** Moderation of pending reviews (spec §2 and §4): Approve or Reject, then "Review {status}". */
export function ReviewModeration() {
  const pending = usePendingReviews();
  const update = useUpdateReviewStatus();

  const moderate = async (review: AdminReview, status: ReviewStatus) => {
    try {
      await update.mutateAsync({ id: review.id, status });
      toast.success(reviewStatusToast(status));
    } catch (error) {
      toast.error(failureToast(error, FAILURE_TOASTS.reviewStatus));
    }
  };

  if (pending.isPending) return <Spinner label="Loading pending reviews" />;
  if (pending.isError)
    return <Empty role="alert">Pending reviews could not be loaded. Use Refresh to try again.</Empty>;
  if (pending.data.length === 0) return <Empty>No reviews are waiting for moderation.</Empty>;

  return (
    <Grid as="ul" columns={{ base: 1, md: 2 }} gap={4} aria-label="Pending reviews">
      {pending.data.map((review) => {
        const busy = update.isPending && update.variables?.id === review.id;
        return (
          <Card as="li" key={review.id} data-testid="pending-review">
            <CardHeader>
              <CardTitle level={3}>{review.name}</CardTitle>
              <Meta>
                <Badge tone="accent">{review.service}</Badge>
                <Rating value={review.rating} size="sm" showValue />
                {review.email ? <span>{review.email}</span> : null}
              </Meta>
            </CardHeader>
            <CardContent>
              <Quote>{review.quote}</Quote>
            </CardContent>
            <CardFooter>
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Approve review by ${review.name}`}
                onClick={() => void moderate(review, 'approved')}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Reject review by ${review.name}`}
                onClick={() => void moderate(review, 'rejected')}
              >
                Reject
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </Grid>
  );
}
