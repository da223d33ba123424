import type { Request, Response } from 'express';
import { cached, type CacheTag } from '../../lib/public-cache';

/**
 * Browsers may keep a public answer but must ask again each time (max-age=0): a change made in the
 * control panel has to show on the next request, and the ETag turns that question into a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a public GET from the in-process cache (loading it on a miss), with ETag and 304.
 * Returns false when `load` found nothing (the caller answers 404).
 */
export async function sendPublic(
  req: Request,
  res: Response,
  key: string,
  tag: CacheTag,
  load: () => Promise<unknown>,
): Promise<boolean> {
  const entry = await cached(key, tag, load);
  if (!entry) return false;
  res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.set('ETag', entry.etag);
  if (matches(req.get('if-none-match'), entry.etag)) {
    res.status(304).end();
    return true;
  }
  res.type('application/json; charset=utf-8').send(entry.body);
  return true;
}
