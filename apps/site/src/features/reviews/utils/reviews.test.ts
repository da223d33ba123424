import { describe, expect, it } from 'vitest';
import { ALL_SERVICES, reviewFilterOf, reviewServiceOf } from './reviews';

describe('reviews filter', () => {
  it('keeps a listed service from the address, and shows all for anything else', () => {
    expect(reviewServiceOf('Courses')).toBe('Courses');
    expect(reviewServiceOf('Catering')).toBe(ALL_SERVICES);
    expect(reviewServiceOf(null)).toBe(ALL_SERVICES);
  });

  it('asks the server for the service, or for no filter at all', () => {
    expect(reviewFilterOf('Data Analysis')).toEqual({ service: 'Data Analysis' });
    expect(reviewFilterOf(ALL_SERVICES)).toEqual({});
  });
});
