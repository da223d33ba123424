import type { Review } from '@manara/contracts';
import { ReviewCard } from '@/components/review-card';
import { formatMonthYear } from '@/lib/format';

function reviewedOn(createdAt: string): string | undefined {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? undefined : `Reviewed ${formatMonthYear(date)}`;
}

/** One approved review: five stars with the rating to one decimal, the quote, the author and the service. */
export function ReviewItem({ review }: { review: Review }) {
  const byline = reviewedOn(review.createdAt);
  return <ReviewCard review={review} {...(byline ? { byline } : {})} style={{ height: '100%' }} />;
}
