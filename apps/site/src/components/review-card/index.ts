export { ReviewCard, type ReviewCardProps } from './review-card';
