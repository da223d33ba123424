import styled from '@emotion/styled';
import type { AdminReview, ReviewStatus } from '@manara/contracts';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, cluster, Rating } from '@manara/ui';

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.normal,
}));

const Meta = styled.div(({ theme }) => cluster(theme, 2));

/** One review waiting for moderation, with Approve and Reject. */
export function PendingReviewCard({
  review,
  busy,
  onModerate,
}: {
  review: AdminReview;
  busy: boolean;
  onModerate: (status: ReviewStatus) => void;
}) {
  return (
    <Card as="li" data-testid="pending-review">
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
          data-action="approve"
          aria-label={`Approve review by ${review.name}`}
          onClick={() => onModerate('approved')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Reject review by ${review.name}`}
          onClick={() => onModerate('rejected')}
        >
          Reject
        </Button>
      </CardFooter>
    </Card>
  );
}
