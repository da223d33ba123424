import { describe, expect, it } from 'vitest';
import { fileSize, formatDateTime } from './format';

describe('a file size', () => {
  it('reads in KB or MB, and nothing for an unknown size', () => {
    expect(fileSize(2_516_582)).toBe('2.4 MB');
    expect(fileSize(310 * 1024)).toBe('310 KB');
    expect(fileSize(12)).toBe('1 KB');
    expect(fileSize(0)).toBe('');
  });
});

describe('a date and time', () => {
  it('reads to the minute, and an unreadable date shows as it came', () => {
    expect(formatDateTime('2026-12-18T09:30:00.000Z')).toMatch(/Dec 18, 2026/);
    expect(formatDateTime('soon')).toBe('soon');
  });
});
