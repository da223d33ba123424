import type { Express, RequestHandler } from 'express';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { COMPRESS_MIN_BYTES, negotiateCoding, type ContentCoding } from '../../lib/content-coding';
import { countPublicCacheRead } from '../../lib/metrics';
import { peekCached } from '../../lib/public-cache';
import { wroteRecently } from '../../lib/read-replicas';
import { nameRoute } from '../observe-requests';
import { ifNoneMatchHits, knownPublicUrl, publicHeaders } from './http-cache';

/**
 * The fast path for cached public reads (docs/decisions/009-compression-and-public-fast-path.md):
 * a request for a URL whose answer is in the public cache is written before Express sets up the
 * request (its prototypes, router and middleware cost several times the answer itself), with the
 * same headers the route sends, a list's page (its query string) included. Anything else (a miss,
 * an expired entry, a coding not compressed yet, an editor's `?preview=`, a body) goes to Express,
 * whose route fills the cache.
 *
 * Which URL names which cache entry is learned from the routes (sendPublic remembers it): the fast
 * path answers only URLs the router has already mapped, so no route table is written twice and a
 * URL the router would refuse never gets here.
 */

/** The headers a header-only middleware (helmet) writes, captured once so the fast path sends them too. */
export function headersWrittenBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    getHeader: (name: string) => headers[name],
    removeHeader: (name: string) => delete headers[name],
  };
  let passed = false;
  middleware({ headers: {} } as never, res as never, () => (passed = true));
  if (!passed) throw new Error('The security headers middleware must only set headers.');
  return headers;
}

/** An answer written before Express sets up the request: true when written, false to leave it to Express. */
export type AnswerFirst = (req: IncomingMessage, res: ServerResponse, security: OutgoingHttpHeaders) => boolean;

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Writes the cached answer for `req` and returns true, or returns false to leave it to Express. */
function answerFromCache(req: IncomingMessage, res: ServerResponse, security: OutgoingHttpHeaders): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const known = knownPublicUrl(req.url ?? '');
  if (!known || hasBody(req)) return false;
  // Someone who wrote a moment ago is answered past the cache (lib/read-replicas.ts).
  if (wroteRecently(req.headers.cookie)) return false;
  const entry = peekCached(known.key);
  if (!entry) return false;
  const answered = () => {
    countPublicCacheRead(entry.tag, true);
    nameRoute(res, known.route);
  };
  if (ifNoneMatchHits(req.headers['if-none-match'], entry.etag)) {
    answered();
    res.writeHead(304, { ...security, ...publicHeaders(entry) });
    res.end();
    return true;
  }
  let coding: ContentCoding | undefined = negotiateCoding(req.headers['accept-encoding']);
  let body = entry.bytes;
  if (coding && entry.bytes.length >= COMPRESS_MIN_BYTES) {
    const copy = entry.encoded[coding];
    // The route compresses a body once and keeps the copy; until then it answers.
    if (!copy) return false;
    if (copy.length < body.length) body = copy;
    else coding = undefined;
  } else {
    coding = undefined;
  }
  answered();
  res.writeHead(200, { ...security, ...publicHeaders(entry, { coding, length: body.length }) });
  res.end(body);
  return true;
}

/**
 * Puts the fast path in front of `app`: Express's app function calls `app.handle` for every request,
 * so wrapping it serves cache hits before any of Express's own work, in the server and under supertest.
 * `others` answer first too, after the public reads (the kept pages: server/ssr.ts).
 */
export function servePublicHitsFirst(app: Express, security: OutgoingHttpHeaders, others: AnswerFirst[] = []): void {
  type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (err?: unknown) => void) => void;
  const target = app as unknown as { handle: Handle };
  const handle = target.handle.bind(app);
  target.handle = (req, res, callback) => {
    let answered = false;
    try {
      answered = answerFromCache(req, res, security) || others.some((answer) => answer(req, res, security));
    } catch {
      // Nothing has been written when a check fails: the normal path answers.
    }
    if (!answered) handle(req, res, callback);
  };
}
