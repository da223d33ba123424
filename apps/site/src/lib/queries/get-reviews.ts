import { apiRoutes, type Review } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export const reviewsQueryKey = ['reviews'] as const;

/** `GET /api/reviews`: approved reviews only — the server never lists pending or rejected ones. */
export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>(apiRoutes.reviews.href(), { signal });
}

export const reviewsQuery = () =>
  queryOptions({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => getReviews(signal) });

export function useReviews() {
  return useQuery(reviewsQuery());
}
