import styled from '@emotion/styled';
import type { Review } from '@manara/contracts';
import { Badge, Card, type CardProps, Rating } from '@manara/ui';

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.normal,
  flexGrow: 1,
  '& p::before': { content: 'open-quote' },
  '& p::after': { content: 'close-quote' },
}));

/**
 * One footer row, name left and service right: a grid, so a long name wraps in its own column and
 * the badge stays in the same place on every card; the byline runs under both at full width.
 */
const Caption = styled.figcaption(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: theme.space[3],
  '& [data-slot="badge"]': { whiteSpace: 'nowrap' },
  rowGap: theme.space[1],
  '& [data-slot="byline"]': { gridColumn: '1 / -1', color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

export interface ReviewCardProps extends CardProps {
  review: Pick<Review, 'name' | 'service' | 'rating' | 'quote'>;
  /** e.g. "Clinical researcher, Riyadh". */
  byline?: string;
}

export function ReviewCard({ review, byline, ...props }: ReviewCardProps) {
  const { name, service, rating, quote } = review;
  return (
    <Card data-kind="review" {...props}>
      <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '1rem', height: '100%' }}>
        <Rating value={rating} showValue />
        <Quote>
          <p>{quote}</p>
        </Quote>
        <Caption>
          <strong>{name}</strong>
          <Badge tone="accent">{service}</Badge>
          {byline ? <span data-slot="byline">{byline}</span> : null}
        </Caption>
      </figure>
    </Card>
  );
}
