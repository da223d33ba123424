import { apiRoutes, type Review, type ReviewService } from '@manara/contracts';
import { publicList } from './public-list';

/** The reviews page's filter, as `GET /api/reviews` and its summary take it. */
export type ReviewFilter = {
  service?: ReviewService;
};

/** `GET /api/reviews`: approved reviews only, newest first — the server never lists pending or rejected ones. */
export const reviewList = publicList<Review, 'reviews', ReviewFilter>('reviews', apiRoutes.reviews.href);
export const reviewsQueryKey = reviewList.queryKey;
