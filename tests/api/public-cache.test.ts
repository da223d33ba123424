import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cached,
  clearPublicCache,
  compressedBody,
  invalidate,
  PUBLIC_CACHE_TTL_MS,
} from '../../apps/cms/src/lib/public-cache';

/** Lets a read started in the background finish (its promises, not timers). */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

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
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    // Expired: sent once more at once, while it is read again for the requests after.
    expect((await cached('k', 'reviews', load))?.body).toBe('["old"]');
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect((await cached('k', 'reviews', load))?.body).toBe('["new"]');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the read of an answer past twice its life, and never sends one a change dropped', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockResolvedValueOnce(['old'])
      .mockResolvedValueOnce(['new'])
      .mockResolvedValueOnce(['changed']);
    expect((await cached('k', 'reviews', load))?.body).toBe('["old"]');
    vi.advanceTimersByTime(2 * PUBLIC_CACHE_TTL_MS);
    expect((await cached('k', 'reviews', load))?.body).toBe('["new"]');
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS + 1);
    invalidate('reviews');
    expect((await cached('k', 'reviews', load))?.body).toBe('["changed"]');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps sending an expired answer when reading it again fails, until twice its life', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValueOnce(['kept']).mockRejectedValueOnce(new Error('database away'));
    expect((await cached('k', 'services', load))?.body).toBe('["kept"]');
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS + 1);
    expect((await cached('k', 'services', load))?.body).toBe('["kept"]');
    await settle();
    load.mockRejectedValueOnce(new Error('database away'));
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS);
    await expect(cached('k', 'services', load)).rejects.toThrow('database away');
  });

  it('reads the database once for concurrent misses, but not across a change', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return ['rows'];
    });
    const waiting = Array.from({ length: 20 }, () => cached('k', 'courses', load));
    expect(load).toHaveBeenCalledTimes(1);
    invalidate('courses');
    const afterChange = cached('k', 'courses', load);
    expect(load).toHaveBeenCalledTimes(2);
    release();
    expect(new Set((await Promise.all(waiting)).map((value) => value?.body))).toEqual(new Set(['["rows"]']));
    expect((await afterChange)?.body).toBe('["rows"]');
  });

  it('compresses a body once per coding, and keeps the copies when an expired answer reloads unchanged', async () => {
    vi.useFakeTimers();
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: String(i), title: `Course ${i}` }));
    const load = vi.fn(async () => rows);
    const first = await cached('k', 'courses', load);
    const br = await compressedBody('k', first!, 'br');
    expect(br && br.length).toBeLessThan(first!.bytes.length);
    expect(await compressedBody('k', first!, 'br')).toBe(br);
    vi.advanceTimersByTime(PUBLIC_CACHE_TTL_MS + 1);
    const reloaded = await cached('k', 'courses', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloaded?.encoded.br).toBe(br);
  });

  it('leaves a small body uncompressed', async () => {
    const small = await cached('k', 'courses', async () => ['x']);
    expect(await compressedBody('k', small!, 'gzip')).toBeUndefined();
  });
});
