import { RATING, type Review } from '@manara/contracts';

export const ALL_SERVICES = 'all';

/** Reviews of one service (or all), newest first. */
export function filterReviews(reviews: readonly Review[], service: string): Review[] {
  return reviews
    .filter((review) => service === ALL_SERVICES || review.service === service)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The services to filter by: the known ones first, then any other the reviews mention. */
export function reviewServiceOptions(reviews: readonly Review[], known: readonly string[]): string[] {
  const extra = reviews.map((r) => r.service).filter((s) => s && !known.includes(s));
  return [...known, ...new Set(extra)];
}

/** Average rating to one decimal, or null when there is nothing to average. */
export function averageRating(reviews: readonly Review[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, r) => total + Math.min(RATING.max, Math.max(RATING.min, r.rating)), 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
