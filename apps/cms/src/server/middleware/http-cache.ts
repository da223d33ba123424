import type { Request, Response } from 'express';
import type { OutgoingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import { negotiateCoding, type ContentCoding } from '../../lib/content-coding';
import {
  cached,
  compressedBody,
  PUBLIC_CACHE_MAX_ENTRIES,
  type CachedResponse,
  type CacheTag,
} from '../../lib/public-cache';

/**
 * Browsers may keep a public answer but must ask again each time (max-age=0): a change made in the
 * control panel has to show on the next request, and the ETag turns that question into a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** True when If-None-Match names `etag` (weakly compared, as RFC 9110 asks for GET) or is `*`. */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The headers of a public answer, written by the route and by the fast path alike. The ETag is the
 * body's whatever the coding, so a 304 answers any copy the client holds; `Vary` tells shared caches
 * that the coding depends on Accept-Encoding. Without `sent` (a 304) there is no body to describe.
 */
export function publicHeaders(
  entry: CachedResponse,
  sent?: { coding: ContentCoding | undefined; length: number },
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  if (!sent) return headers;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  if (sent.coding) headers['Content-Encoding'] = sent.coding;
  headers['Content-Length'] = String(sent.length);
  return headers;
}

/** A URL a public route has answered from the cache: the entry it names, and the route's pattern. */
export interface PublicUrl {
  key: string;
  route: string;
}

/** Raw request URLs (path and query) the routes answered from the cache, and what each names. */
const publicUrls = new LRUCache<string, PublicUrl>({ max: PUBLIC_CACHE_MAX_ENTRIES });

/**
 * Whether the fast path may answer this request's URL as the route did: not with `?preview=`, which
 * an editor's session turns into their latest drafts (api/editor-preview.ts), whatever a visitor got.
 */
const answersAlike = (req: Request): boolean => !('preview' in req.query);

/** What the router mapped `url` to, if a public route has answered it before. */
export function knownPublicUrl(url: string): PublicUrl | undefined {
  return publicUrls.get(url);
}

/**
 * Answers a public GET from the in-process cache (loading it on a miss), with ETag and 304, in the
 * coding the client prefers (compressed once, then kept with the entry). Returns false when `load`
 * found nothing (the caller answers 404).
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
  // The fast path may answer this URL from now on (middleware/public-fast-path.ts).
  if (answersAlike(req) && publicUrls.get(req.originalUrl)?.key !== key) {
    publicUrls.set(req.originalUrl, { key, route: `${req.baseUrl}${String(req.route?.path ?? '')}` });
  }
  if (ifNoneMatchHits(req.get('if-none-match'), entry.etag)) {
    res.set(publicHeaders(entry));
    res.status(304).end();
    return true;
  }
  const coding = negotiateCoding(req.get('accept-encoding'));
  const compressed = coding ? await compressedBody(key, entry, coding) : undefined;
  const body = compressed ?? entry.bytes;
  // Written with `end`, not `send`: the body is final, so the on-the-fly compression must not see it.
  res.set(publicHeaders(entry, { coding: compressed ? coding : undefined, length: body.length }));
  res.status(200).end(body);
  return true;
}
