import { heroPageGlobal } from './hero-page';

export const ReviewsPage = heroPageGlobal(
  'reviews',
  'Reviews page',
  'The heading of /reviews. The reviews themselves are in Reviews, shown once approved.',
);
