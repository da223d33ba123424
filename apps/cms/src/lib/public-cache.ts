import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { COMPRESS_MIN_BYTES, compressToKeep, type ContentCoding } from './content-coding';
import { env } from './env';
import { readAfterChange, readsOwnWrites } from './read-replicas';
import { logger } from './logger';
import { countPublicCacheRead } from './metrics';

/**
 * The in-process cache of public GET responses (/api/site, /services, /courses, /portfolio, /journals,
 * /reviews). Entries are tagged with the collection or global they were read from; Payload hooks
 * invalidate a tag on every change, whether it came through /api or /cms.
 *
 * Next's server bundle (the /cms admin) and the tsx-loaded Express server may each load this
 * module, so the state lives on globalThis under a registry symbol: both copies share one cache.
 *
 * Memory is bounded whatever clients ask for: at most PUBLIC_CACHE_MAX_ENTRIES answers and
 * PUBLIC_CACHE_MAX_BYTES of bodies and their compressed copies, the least recently used dropped first
 * (only canonical ids reach the cache, but the bound must not depend on every caller getting that right).
 *
 * A body is compressed once per coding, on the first request that accepts it, and the copy is kept
 * with the entry (compressedBody): a cached answer costs no compression after that.
 */

export type CacheTag = 'site-settings' | 'services' | 'courses' | 'projects' | 'reviews' | 'pages' | 'journals';

export interface CachedResponse {
  /** The collection or global the answer was read from (the metrics count reads by it). */
  readonly tag: CacheTag;
  /** The serialised JSON body. */
  readonly body: string;
  /** Headers that belong to this body (a page of a list: its total and the links to other pages). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body's UTF-8 bytes, as written to the socket. */
  readonly bytes: Buffer;
  /** A strong ETag of the body (the same for every coding: If-None-Match works whichever was sent). */
  readonly etag: string;
  /** Compressed copies of the body, made by compressedBody on first use. */
  readonly encoded: Partial<Record<ContentCoding, Buffer>>;
}

const ANSWER = Symbol('manara.answer-with-headers');

/**
 * What a loader returns when its answer has headers of its own (a page of a list: X-Total-Count,
 * Link); any other value is the body alone. Made by withHeaders.
 */
export interface AnswerWithHeaders {
  readonly [ANSWER]: true;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** A body and the headers that go with it, for a loader of `cached`. */
export function withHeaders(body: unknown, headers: Readonly<Record<string, string>>): AnswerWithHeaders {
  return { [ANSWER]: true, body, headers };
}

const isAnswerWithHeaders = (value: unknown): value is AnswerWithHeaders =>
  typeof value === 'object' && value !== null && ANSWER in value;

/**
 * Hooks invalidate at once on the server that made a change, and the change feed on the others
 * (lib/change-feed.ts). Entries are also read again once they are this old: where no feed runs
 * (MongoDB without Redis) or a feed was cut off, servers catch up by expiry.
 */
export const PUBLIC_CACHE_TTL_MS = env().PUBLIC_CACHE_TTL_MS;

/**
 * For as long again after it expires, an answer no change has dropped is still sent at once while
 * it is read again in the background (docs/decisions/044-stale-while-revalidate-and-pool-size.md): under load,
 * every request for it would otherwise wait for that read, all at the same moment on every server.
 * An answer a change dropped is never sent again; one older than twice the TTL is read first.
 */
const STALE_SERVE_MS = PUBLIC_CACHE_TTL_MS;

/** Far above what the public pages need: a few lists and one answer per existing course. */
export const PUBLIC_CACHE_MAX_ENTRIES = 1_000;

/** Total UTF-8 bytes of the cached bodies; a single body larger than this is answered, not kept. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  tag: CacheTag;
  value: CachedResponse;
  storedAt: number;
}

interface Loading {
  /** The tag's version when the read started: a later request may share it only if nothing changed since. */
  version: number;
  result: Promise<CachedResponse | undefined>;
}

interface CacheState {
  entries: LRUCache<string, Entry>;
  /** Bumped on each invalidation, so a read that raced a change is not stored. */
  versions: Map<CacheTag, number>;
  /** When each tag last changed: its answers are read from the primary for a moment after. */
  changedAt: Map<CacheTag, number>;
  /** Reads under way: concurrent misses of one key (an expiry under load) read the database once. */
  loading: Map<string, Loading>;
}

const STATE_KEY = Symbol.for('manara.public-cache');
type GlobalWithCache = typeof globalThis & { [STATE_KEY]?: CacheState };

function state(): CacheState {
  const global = globalThis as GlobalWithCache;
  global[STATE_KEY] ??= {
    entries: new LRUCache<string, Entry>({
      max: PUBLIC_CACHE_MAX_ENTRIES,
      maxSize: PUBLIC_CACHE_MAX_BYTES,
      sizeCalculation: ({ value }) =>
        Math.max(1, value.bytes.length + (value.encoded.br?.length ?? 0) + (value.encoded.gzip?.length ?? 0)),
    }),
    versions: new Map(),
    changedAt: new Map(),
    loading: new Map(),
  };
  return global[STATE_KEY];
}

// Expiry on Date.now() (which fake test clocks control), not lru-cache's performance.now() ttl.
const isFresh = (entry: Entry) => Date.now() - entry.storedAt < PUBLIC_CACHE_TTL_MS;
const isServableStale = (entry: Entry) => Date.now() - entry.storedAt < PUBLIC_CACHE_TTL_MS + STALE_SERVE_MS;

/**
 * A strong ETag of a body and its own headers: a page whose items stayed the same while the list's
 * total changed is a different answer (a 304 would leave the client's total as it was).
 */
export function etagOf(body: string, headers: Readonly<Record<string, string>> = {}): string {
  const hash = createHash('sha1');
  for (const [name, value] of Object.entries(headers)) hash.update(`${name}: ${value}\n`);
  return `"${hash.update(body).digest('base64url')}"`;
}

/** The body and headers of what a loader returned. */
function answerOf(data: unknown): { body: string; headers: Readonly<Record<string, string>> } {
  return isAnswerWithHeaders(data)
    ? { body: JSON.stringify(data.body), headers: data.headers }
    : { body: JSON.stringify(data), headers: {} };
}

/**
 * The cached response for `key`, or the result of `load` (serialised and stored). `load` returning
 * undefined means "nothing to cache" (a 404), and is not stored. Concurrent misses share one `load`.
 */
export async function cached(
  key: string,
  tag: CacheTag,
  load: () => Promise<unknown>,
): Promise<CachedResponse | undefined> {
  // Someone who wrote a moment ago is answered from the primary (lib/read-replicas.ts).
  if (readsOwnWrites()) return loadUncached(tag, load);
  const { entries } = state();
  const hit = entries.get(key);
  if (hit && isFresh(hit)) {
    countPublicCacheRead(tag, true);
    return hit.value;
  }
  if (hit && isServableStale(hit)) {
    countPublicCacheRead(tag, true);
    loadShared(key, tag, load, hit).catch((err: unknown) =>
      logger.warn({ err, key }, 'A cached public answer could not be read again; the next request tries'),
    );
    return hit.value;
  }
  countPublicCacheRead(tag, false);
  if (hit) entries.delete(key);
  return loadShared(key, tag, load, hit);
}

/**
 * Reads `key` and stores it, unless the tag changed meanwhile; concurrent reads of one key share
 * one `load` while nothing changed. `previous` is the expired entry, if any.
 */
async function loadShared(
  key: string,
  tag: CacheTag,
  load: () => Promise<unknown>,
  previous: Entry | undefined,
): Promise<CachedResponse | undefined> {
  const { entries, versions, changedAt, loading } = state();
  const version = versions.get(tag) ?? 0;
  const running = loading.get(key);
  if (running && running.version === version) return running.result;
  const result = (async () => {
    // Just changed (here or on another server): a read replica may not have the change yet.
    const data = await readAfterChange(changedAt.get(tag), load);
    if (data === undefined) {
      // Gone since (a 404 now): the expired answer must not be sent again.
      if (entries.peek(key) === previous) entries.delete(key);
      return undefined;
    }
    const { body, headers } = answerOf(data);
    const etag = etagOf(body, headers);
    // An expired answer that has not changed keeps its object, and with it its compressed copies.
    const value = previous?.value.etag === etag ? previous.value : responseOf(tag, body, headers, etag);
    if ((versions.get(tag) ?? 0) === version) entries.set(key, { tag, value, storedAt: Date.now() });
    return value;
  })();
  loading.set(key, { version, result });
  try {
    return await result;
  } finally {
    if (loading.get(key)?.result === result) loading.delete(key);
  }
}

async function loadUncached(tag: CacheTag, load: () => Promise<unknown>): Promise<CachedResponse | undefined> {
  const data = await load();
  if (data === undefined) return undefined;
  const { body, headers } = answerOf(data);
  return responseOf(tag, body, headers, etagOf(body, headers));
}

function responseOf(
  tag: CacheTag,
  body: string,
  headers: Readonly<Record<string, string>>,
  etag: string,
): CachedResponse {
  const bytes = Buffer.from(body);
  return {
    tag,
    // Kept as bytes only: the string is rebuilt on the rare read that wants it.
    get body() {
      return bytes.toString();
    },
    headers,
    bytes,
    etag,
    encoded: {},
  };
}

/**
 * The fresh cached response for `key`, without loading anything on a miss (the fast path of
 * middleware/public-fast-path.ts answers from it; a miss goes to the route, which loads). Not
 * counted as a read: the caller counts it once it has answered from it (a miss is counted by the
 * route's `cached`).
 */
export function peekCached(key: string): CachedResponse | undefined {
  const hit = state().entries.get(key);
  return hit && isFresh(hit) ? hit.value : undefined;
}

/** Compressions under way, so that concurrent first requests compress a body once. */
const pending = new WeakMap<CachedResponse, Partial<Record<ContentCoding, Promise<Buffer>>>>();

/**
 * The body of `value` in `coding`, compressed on first use and kept with the entry (and counted in
 * the byte bound). Undefined when the body is too small to gain from it, or compression gains nothing:
 * the caller then sends the body as it is.
 */
export async function compressedBody(
  key: string,
  value: CachedResponse,
  coding: ContentCoding,
): Promise<Buffer | undefined> {
  if (value.bytes.length < COMPRESS_MIN_BYTES) return undefined;
  const done = value.encoded[coding];
  if (done) return done.length < value.bytes.length ? done : undefined;
  const running = pending.get(value) ?? {};
  pending.set(value, running);
  running[coding] ??= compressToKeep(value.bytes, coding).then(
    (buffer) => {
      value.encoded[coding] = buffer;
      // Set again so that lru-cache counts the copy; only if the entry was not dropped meanwhile.
      const { entries } = state();
      const entry = entries.peek(key);
      if (entry?.value === value) entries.set(key, entry);
      return buffer;
    },
    () => {
      // Not expected from zlib on a Buffer; the body then goes out uncompressed, and the next request retries.
      delete running[coding];
      return value.bytes;
    },
  );
  const buffer = await running[coding];
  return buffer.length < value.bytes.length ? buffer : undefined;
}

export function invalidate(tag: CacheTag): void {
  const { entries, versions, changedAt } = state();
  versions.set(tag, (versions.get(tag) ?? 0) + 1);
  changedAt.set(tag, Date.now());
  const stale = [...entries.entries()].filter(([, entry]) => entry.tag === tag).map(([key]) => key);
  for (const key of stale) entries.delete(key);
}

export function clearPublicCache(): void {
  const { entries, versions } = state();
  for (const tag of versions.keys()) versions.set(tag, (versions.get(tag) ?? 0) + 1);
  entries.clear();
}
