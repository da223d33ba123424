import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, clearPublicCache, invalidate, PUBLIC_CACHE_TTL_MS } from '../../apps/cms/src/lib/public-cache';

afterEach(() => {
  vi.useRealTimers();
  clearPublicCache();
});

describe('the public answer cache', () => {
  it('answers from memory until a change invalidates the tag', async () => {
    const load = vi.fn().mockResolvedValueOnce(['first']).mockResolvedValueOnce(['second']);
    expect((await cached('k', 'courses', load))?.body).toBe('["first"]');
    expect((await cached('k', 'courses', load))?.body).toBe('["first"]');
    invalidate('courses');
    expect((await cached('k', 'courses', load))?.body).toBe('["second"]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires entries, so servers that did not see a change catch up', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    expect((await cached('k', 'reviews', load))?.body).toBe('["old"]');
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS - 1);
    expect((await cached('k', 'reviews', load))?.body).toBe('["old"]');
    vi.advanceTimersByTime(2);
    expect((await cached('k', 'reviews', load))?.body).toBe('["new"]');
  });
});
