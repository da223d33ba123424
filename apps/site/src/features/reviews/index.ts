export { reviewList, reviewsQueryKey, type ReviewFilter } from '@/lib/queries/get-reviews';
export { createReview, useCreateReview } from './api/create-review';
export { ReviewItem } from './components/review-item';
export { primeReviews, ReviewsBrowser } from './components/reviews-browser';
export { SHARE_REVIEW_ANCHOR, ShareReview } from './components/share-review';
