import type { Review } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_SERVICES, averageRating, filterReviews, reviewServiceOptions } from './reviews';

const review = (id: string, service: string, rating: number, createdAt: string): Review => ({
  id,
  name: `Reviewer ${id}`,
  service,
  rating,
  quote: 'Great work',
  createdAt,
});

const reviews = [
  review('1', 'Data Analysis', 4.8, '2025-01-01T00:00:00.000Z'),
  review('2', 'Courses', 4.5, '2025-03-01T00:00:00.000Z'),
  review('3', 'Data Analysis', 5, '2025-02-01T00:00:00.000Z'),
];

describe('reviews', () => {
  it('filters by service, newest first', () => {
    expect(filterReviews(reviews, 'Data Analysis').map((r) => r.id)).toEqual(['3', '1']);
    expect(filterReviews(reviews, ALL_SERVICES).map((r) => r.id)).toEqual(['2', '3', '1']);
    expect(filterReviews(reviews, 'AI Tools')).toEqual([]);
  });

  it('lists the known services first, then others found in the reviews once', () => {
    expect(reviewServiceOptions(reviews, ['Data Analysis', 'AI Tools'])).toEqual([
      'Data Analysis',
      'AI Tools',
      'Courses',
    ]);
  });

  it('averages to one decimal', () => {
    expect(averageRating(reviews)).toBe(4.8);
    expect(averageRating([])).toBeNull();
  });
});
