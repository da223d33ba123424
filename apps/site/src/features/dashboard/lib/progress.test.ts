import { describe, expect, it } from 'vitest';
import { fallbackProgress, formatHours } from './progress';

describe('dashboard course progress', () => {
  it('falls back to a whole number from 20 to 79', () => {
    expect(fallbackProgress(() => 0)).toBe(20);
    expect(fallbackProgress(() => 0.999999)).toBe(79);
    expect(fallbackProgress(() => 0.5)).toBe(50);
    for (let i = 0; i < 200; i += 1) {
      const value = fallbackProgress();
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(20);
      expect(value).toBeLessThanOrEqual(79);
    }
  });
});

describe('course duration', () => {
  it('reads in hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(12)).toBe('12 hours');
    expect(formatHours(1.5)).toBe('1.5 hours');
  });
});
