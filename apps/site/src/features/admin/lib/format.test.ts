import { describe, expect, it } from 'vitest';
import { backendStatusLabel, formatTimestamp, pageCount } from './format';

describe('admin summary presentation', () => {
  it('says Online only when the status is ok', () => {
    expect(backendStatusLabel('ok')).toBe('Online');
    expect(backendStatusLabel('degraded')).toBe('Checking...');
    expect(backendStatusLabel(undefined)).toBe('Checking...');
  });

  it('formats the timestamp, and says so when there is none', () => {
    expect(formatTimestamp(undefined)).toBe('Not yet');
    expect(formatTimestamp('junk')).toBe('Not yet');
    expect(formatTimestamp('2026-11-22T03:00:00.000Z')).toMatch(/2026/);
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
