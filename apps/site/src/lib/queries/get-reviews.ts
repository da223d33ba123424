import { apiRoutes, type Review } from '@manara/contracts';
import { publicList } from './public-list';

/** `GET /api/reviews`: approved reviews only — the server never lists pending or rejected ones. */
export const {
  queryKey: reviewsQueryKey,
  get: getReviews,
  query: reviewsQuery,
  use: useReviews,
} = publicList<Review, 'reviews'>('reviews', () => apiRoutes.reviews.href());
