import type { Course } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, courseCategories, filterCourses } from './filter-courses';

const course = (id: string, category: string): Course => ({
  id,
  title: `Course ${id}`,
  category,
  level: 'Beginner',
  durationHrs: 4,
  rating: 4.5,
  price: 99,
});

describe('course category filter', () => {
  const courses = [course('1', 'Data Science'), course('2', 'Biostatistics'), course('3', 'Data Science')];

  it('lists each category once, sorted', () => {
    expect(courseCategories(courses)).toEqual(['Biostatistics', 'Data Science']);
  });

  it('keeps only the chosen category, or everything for all', () => {
    expect(filterCourses(courses, 'Data Science').map((c) => c.id)).toEqual(['1', '3']);
    expect(filterCourses(courses, ALL_CATEGORIES)).toHaveLength(3);
    expect(filterCourses(courses, 'Nursing')).toEqual([]);
  });
});
