import { describe, expect, it } from 'vitest';
import { fallbackProgress } from './learning';
import { PROGRESS } from './limits';

describe('the fallback progress of a course with none saved', () => {
  it('is a whole number from 20 to 79, the same for the same member and course', () => {
    for (let member = 1; member <= 40; member += 1) {
      for (let course = 1; course <= 12; course += 1) {
        const value = fallbackProgress(String(member), String(course));
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(PROGRESS.fallbackMin);
        expect(value).toBeLessThanOrEqual(PROGRESS.fallbackMax);
        expect(fallbackProgress(String(member), String(course))).toBe(value);
      }
    }
  });

  it('differs between members and between neighbouring courses, over the whole range', () => {
    const forMember = (member: string) => ['1', '2', '3'].map((course) => fallbackProgress(member, course));
    expect(new Set(forMember('6')).size).toBe(3);
    expect(forMember('6')).not.toEqual(forMember('7'));
    const seen = new Set<number>();
    for (let member = 1; member <= 200; member += 1) seen.add(fallbackProgress(String(member), '12'));
    expect(seen.size).toBeGreaterThan(45);
  });
});
