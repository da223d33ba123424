import { randomUUID } from 'node:crypto';
import type { Express, Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiRoutes, API_BASE } from '@manara/contracts';
import { CMS_API_BASE, CMS_BASE } from '../lib/env';
import { requestLineLogger, runInRequest } from '../lib/logger';
import { metrics } from '../lib/metrics';
import { METRICS_PATH } from './metrics-endpoint';

/**
 * Every request, however it is answered (the public fast path, /api, /cms, the site), gets an id,
 * one log line when it ends and its place in the metrics (docs/decisions/027-structured-logs.md):
 *
 * - The id is the `X-Request-Id` a trusted proxy sent (TRUST_PROXY: nginx's `$request_id`, say), so
 *   the proxy's access log and ours name a request alike; from anyone else the header is ignored and
 *   an id is made here. It is sent back in the response and carried into every line logged while
 *   the request is served (lib/logger.ts), Payload's included.
 * - The line says what an on-call engineer needs and nothing personal: method, route pattern (never
 *   the URL: paths and query strings carry ids, reset and newsletter tokens), status, duration, bytes
 *   of the body sent, and the id. The client's address stays in the proxy's log.
 */

const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's id may look like: nginx's 32 hex digits, a UUID, a trace id; nothing that breaks a log line. */
const REQUEST_ID = /^[\w.:@+/=-]{1,128}$/;

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Probes and scrapes that arrive every few seconds: their lines are `debug`, so they do not drown the rest. */
const QUIET_ROUTES = new Set([
  `${API_BASE}${apiRoutes.health.pattern}`,
  `${API_BASE}${apiRoutes.ready.pattern}`,
  METRICS_PATH,
]);

/** nginx's number for a request whose client went away before the answer was sent. */
const CLIENT_CLOSED = 499;

const ROUTE = Symbol('manara.route');
type NamedResponse = ServerResponse & { [ROUTE]?: string };

/** Names the route pattern of an answer that Express's router did not choose (the public fast path). */
export function nameRoute(res: ServerResponse, pattern: string): void {
  (res as NamedResponse)[ROUTE] = pattern;
}

/**
 * The route pattern of a request, from a short fixed list whatever the client asked: the pattern the
 * router matched (`/api/courses/:id`), else the part of the server that answered.
 */
function routeOf(req: IncomingMessage, res: ServerResponse): string {
  const named = (res as NamedResponse)[ROUTE];
  if (named) return named;
  const { route, baseUrl = '', originalUrl } = req as Partial<Request>;
  if (typeof route?.path === 'string') return `${baseUrl}${route.path}`;
  // Inside a mounted router Express shortens req.url; originalUrl is what the client asked for.
  const path = (originalUrl ?? req.url ?? '/').split('?', 1)[0] ?? '/';
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under(API_BASE)) return `${API_BASE}/*`;
  if (under(CMS_API_BASE)) return `${CMS_API_BASE}/*`;
  if (under(CMS_BASE)) return `${CMS_BASE}/*`;
  if (path.startsWith('/assets/')) return '/assets/*';
  return '/*';
}

type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** The proxy's id when the peer is a proxy TRUST_PROXY names and the id is well formed; else a new one. */
function requestIdOf(req: IncomingMessage, trust: TrustFunction): string {
  const sent = req.headers['x-request-id'];
  if (typeof sent === 'string' && REQUEST_ID.test(sent) && trust(req.socket.remoteAddress, 0)) return sent;
  return randomUUID();
}

/** Counts the bytes of the body as written to the connection (after compression). */
function countBodyBytes(res: ServerResponse): () => number {
  let bytes = 0;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const { write, end } = res;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  return () => bytes;
}

/**
 * Puts request ids, request lines and request metrics around everything `app` answers. Express calls
 * `app.handle` for every request, so wrapping it (outside the public fast path, which wraps it too)
 * sees them all, in the server and under supertest alike.
 */
export function observeRequests(app: Express): void {
  type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (err?: unknown) => void) => void;
  const target = app as unknown as { handle: Handle };
  const handle = target.handle.bind(app);
  target.handle = (req, res, callback) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req, app.get('trust proxy fn') as TrustFunction);
    res.setHeader(REQUEST_ID_HEADER, id);
    const bodyBytes = countBodyBytes(res);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : 'OTHER';
      const route = routeOf(req, res);
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      metrics.requests.observe({ method, route, status: String(status) }, seconds);
      // A failing probe says why in its own line (api/health.ts); its request line stays quiet too.
      const level = QUIET_ROUTES.has(route) ? 'debug' : status >= 500 ? 'error' : 'info';
      requestLineLogger[level](
        { reqId: id, method, route, status, durationMs: Math.round(seconds * 1e5) / 100, bytes: bodyBytes() },
        `${method} ${route} ${status}`,
      );
    });
    runInRequest({ id }, () => handle(req, res, callback));
  };
}
