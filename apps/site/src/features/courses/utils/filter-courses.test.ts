import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, catalogCategory, courseFilterOf } from './filter-courses';

describe('course category filter', () => {
  const categories = ['Biostatistics', 'Data Science'];

  it('keeps a category the catalog has, and any while the categories load', () => {
    expect(catalogCategory('Data Science', categories)).toBe('Data Science');
    expect(catalogCategory('Data Science', undefined)).toBe('Data Science');
  });

  it('shows every course for a category the catalog does not have, or none asked for', () => {
    expect(catalogCategory('Nursing', categories)).toBe(ALL_CATEGORIES);
    expect(catalogCategory(null, categories)).toBe(ALL_CATEGORIES);
  });

  it('asks the server for the category, or for no filter at all', () => {
    expect(courseFilterOf('Data Science')).toEqual({ category: 'Data Science' });
    expect(courseFilterOf(ALL_CATEGORIES)).toEqual({});
  });
});
