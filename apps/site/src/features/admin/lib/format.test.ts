import { describe, expect, it } from 'vitest';
import { backendStatusLabel, formatTimestamp, isPanelLoading, pageCount } from './format';

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

describe('control panel loading screen', () => {
  const loading = { isPending: true };
  const ready = { isPending: false };
  it('shows only while courses, projects and reviews are all still loading', () => {
    expect(isPanelLoading([loading, loading, loading])).toBe(true);
    expect(isPanelLoading([ready, loading, loading])).toBe(false);
    expect(isPanelLoading([loading, ready, loading])).toBe(false);
    expect(isPanelLoading([loading, loading, ready])).toBe(false);
  });
});
