import type { Course } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { syllabusFor } from './syllabus';

const base: Course = {
  id: '1',
  title: 'T',
  category: 'Biostatistics',
  level: 'Beginner',
  durationHrs: 3,
  rating: 4,
  price: 10,
};

describe('syllabus', () => {
  it('always has four modules', () => {
    expect(syllabusFor(base)).toHaveLength(4);
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `M${i}`, lessons: ['a'] }));
    expect(syllabusFor({ ...base, modules: six }).map((m) => m.title)).toEqual(['M0', 'M1', 'M2', 'M3']);
  });

  it('keeps the course’s own modules first', () => {
    const result = syllabusFor({ ...base, modules: [{ title: 'Own', lessons: ['x'] }] });
    expect(result[0]?.title).toBe('Own');
    expect(result).toHaveLength(4);
  });
});
