import styled from '@emotion/styled';
import { Badge, Card, type CardProps, Rating } from '@manara/ui';

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.normal,
  flexGrow: 1,
  '& p::before': { content: 'open-quote' },
  '& p::after': { content: 'close-quote' },
}));

const Caption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  '& strong': { display: 'block' },
  '& span': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

export interface ReviewCardProps extends CardProps {
  name: string;
  service: string;
  rating: number;
  quote: string;
  /** e.g. "Clinical researcher, Riyadh". */
  byline?: string;
}

export function ReviewCard({ name, service, rating, quote, byline, ...props }: ReviewCardProps) {
  return (
    <Card data-kind="review" {...props}>
      <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '1rem', height: '100%' }}>
        <Rating value={rating} showValue />
        <Quote>
          <p>{quote}</p>
        </Quote>
        <Caption>
          <div>
            <strong>{name}</strong>
            {byline ? <span>{byline}</span> : null}
          </div>
          <Badge tone="accent">{service}</Badge>
        </Caption>
      </figure>
    </Card>
  );
}
