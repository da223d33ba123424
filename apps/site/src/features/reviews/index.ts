export { getReviews, reviewsQuery, reviewsQueryKey, useReviews } from '../../lib/queries/get-reviews';
export { buildReviewPayload, createReview, useCreateReview, type CreateReviewPayload } from './api/create-review';
export { ReviewItem } from './components/review-item';
export { ReviewsBrowser } from './components/reviews-browser';
export { SHARE_REVIEW_ANCHOR, ShareReview } from './components/share-review';
