export { formatRating, normalizeRating, Rating, type RatingProps } from './rating';
