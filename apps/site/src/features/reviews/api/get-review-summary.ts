import { apiRoutes, type ReviewSummary } from '@manara/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsQueryKey, type ReviewFilter } from '@/lib/queries/get-reviews';

/** `GET /api/reviews/summary`: how many approved reviews the filter keeps and their average rating. */
export const reviewSummaryQuery = (filter: ReviewFilter) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'summary', filter] as const,
    queryFn: ({ signal }) => apiRequest<ReviewSummary>(apiRoutes.reviewSummary.href(filter), { signal }),
  });
