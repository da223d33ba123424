import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The in-process cache of public GET responses (/api/site, /services, /courses, /portfolio,
 * /reviews). Entries are tagged with the collection or global they were read from; Payload hooks
 * invalidate a tag on every change, whether it came through /api or /cms.
 *
 * Next's server bundle (the /cms admin) and the tsx-loaded Express server may each load this
 * module, so the state lives on globalThis under a registry symbol: both copies share one cache.
 *
 * Memory is bounded whatever clients ask for: at most PUBLIC_CACHE_MAX_ENTRIES answers and
 * PUBLIC_CACHE_MAX_BYTES of bodies, the least recently used dropped first (only canonical ids reach
 * the cache, but the bound must not depend on every caller getting that right).
 */

export type CacheTag = 'site-settings' | 'services' | 'courses' | 'projects' | 'reviews';

export interface CachedResponse {
  /** The serialised JSON body. */
  body: string;
  /** A strong ETag of the body. */
  etag: string;
}

/**
 * Hooks invalidate at once on the server that made a change. With several servers behind a load
 * balancer the others only learn of it by expiry, so entries also live at most this long.
 */
export const PUBLIC_CACHE_TTL_MS = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 10_000);

/** Far above what the public pages need: a few lists and one answer per existing course. */
export const PUBLIC_CACHE_MAX_ENTRIES = 1_000;

/** Total UTF-8 bytes of the cached bodies; a single body larger than this is answered, not kept. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  tag: CacheTag;
  value: CachedResponse;
  storedAt: number;
}

interface CacheState {
  entries: LRUCache<string, Entry>;
  /** Bumped on each invalidation, so a read that raced a change is not stored. */
  versions: Map<CacheTag, number>;
}

const STATE_KEY = Symbol.for('manara.public-cache');
type GlobalWithCache = typeof globalThis & { [STATE_KEY]?: CacheState };

function state(): CacheState {
  const global = globalThis as GlobalWithCache;
  global[STATE_KEY] ??= {
    entries: new LRUCache<string, Entry>({
      max: PUBLIC_CACHE_MAX_ENTRIES,
      maxSize: PUBLIC_CACHE_MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, Buffer.byteLength(entry.value.body)),
    }),
    versions: new Map(),
  };
  return global[STATE_KEY];
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The cached response for `key`, or the result of `load` (serialised and stored). `load` returning
 * undefined means "nothing to cache" (a 404), and is not stored.
 */
export async function cached(
  key: string,
  tag: CacheTag,
  load: () => Promise<unknown>,
): Promise<CachedResponse | undefined> {
  const { entries, versions } = state();
  // Expiry on Date.now() (which fake test clocks control), not lru-cache's performance.now() ttl.
  const hit = entries.get(key);
  if (hit && Date.now() - hit.storedAt < PUBLIC_CACHE_TTL_MS) return hit.value;
  if (hit) entries.delete(key);
  const versionBefore = versions.get(tag) ?? 0;
  const data = await load();
  if (data === undefined) return undefined;
  const body = JSON.stringify(data);
  const value = { body, etag: etagOf(body) };
  if ((versions.get(tag) ?? 0) === versionBefore) entries.set(key, { tag, value, storedAt: Date.now() });
  return value;
}

export function invalidate(tag: CacheTag): void {
  const { entries, versions } = state();
  versions.set(tag, (versions.get(tag) ?? 0) + 1);
  const stale = [...entries.entries()].filter(([, entry]) => entry.tag === tag).map(([key]) => key);
  for (const key of stale) entries.delete(key);
}

export function clearPublicCache(): void {
  const { entries, versions } = state();
  for (const tag of versions.keys()) versions.set(tag, (versions.get(tag) ?? 0) + 1);
  entries.clear();
}
