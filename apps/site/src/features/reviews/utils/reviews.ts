import { REVIEW_SERVICES, type ReviewService } from '@manara/contracts';
import type { ReviewFilter } from '@/lib/queries/get-reviews';

export const ALL_SERVICES = 'all';

const isReviewService = (value: string | null): value is ReviewService =>
  value !== null && (REVIEW_SERVICES as readonly string[]).includes(value);

/** The service the address's `?service=` names, if it is one of the listed ones; else all of them. */
export const reviewServiceOf = (requested: string | null): ReviewService | typeof ALL_SERVICES =>
  isReviewService(requested) ? requested : ALL_SERVICES;

/** The filter the reviews page asks the server for (the list and its summary alike). */
export const reviewFilterOf = (service: ReviewService | typeof ALL_SERVICES): ReviewFilter =>
  service === ALL_SERVICES ? {} : { service };
