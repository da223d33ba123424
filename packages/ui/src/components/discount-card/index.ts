export { DiscountCard, type DiscountCardProps } from './discount-card';
