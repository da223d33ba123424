import { describe, expect, it } from 'vitest';
import { formatHours } from './progress';

describe('course duration', () => {
  it('reads in hours', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(12)).toBe('12 hours');
    expect(formatHours(1.5)).toBe('1.5 hours');
  });
});
