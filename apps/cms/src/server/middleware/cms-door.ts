import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { MEDIA_MAX_BYTES, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { canUseCms } from '../../access';
import { CLIENT_IP_HEADER } from '../../lib/auth-budget';
import { CMS_API_BASE } from '../../lib/env';
import { isDatabaseUnavailable } from '../api/errors';
import { PROJECT_BODY_LIMIT_BYTES } from '../api/project-form';
import { isSameOrigin } from './same-origin';
import { sessionUser } from './session';

/** Bodies larger than this are refused before a byte is read; no CMS form comes near it. */
export const CMS_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Uploads to the media library (a new image, or a replaced file) may be larger: the image limit,
 * with room for the form around it. The media collection then refuses an image past MEDIA_MAX_BYTES
 * with its own sentence.
 */
export const MEDIA_BODY_LIMIT_BYTES = 2 * MEDIA_MAX_BYTES;
/**
 * A refused body up to this size is discarded unread, so the client, still sending, receives the
 * 413; past it the connection is closed instead, because draining it would cost more than it is worth.
 */
const DRAIN_AT_MOST_BYTES = 16 * 1024 * 1024;

/** The bodies Payload's REST reads: JSON, and form data from its admin's uploads and forms. */
const BODY_TYPES = ['application/json', '+json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Payload's REST operations anyone may call: signing in and out, reading one's own session, and the
 * password reset. Everything else under /cms/api is the admin UI's and needs a CMS role.
 */
const OPEN_OPERATIONS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['users/login', new Set(['POST'])],
  ['users/logout', new Set(['POST'])],
  ['users/me', new Set(['GET', 'HEAD'])],
  ['users/refresh-token', new Set(['POST'])],
  ['users/forgot-password', new Set(['POST'])],
  ['users/reset-password', new Set(['POST'])],
]);

/** The media files Payload serves (`media/file/<name>`): public, like the pages that show them. */
const isMediaFile = (operation: string, method: string) =>
  /^media\/file\/[^/]+$/.test(operation) && (method === 'GET' || method === 'HEAD');

/**
 * The bodies that may pass the CMS limit: uploads to the media library (`media` or `media/<id>`) and
 * an admin's replaced project PDF (`project-submissions/<id>`, a member's own arrives through /api).
 */
function bodyLimitOf(req: Request): number {
  if (req.method !== 'POST' && req.method !== 'PATCH') return CMS_BODY_LIMIT_BYTES;
  if (!req.path.startsWith(`${CMS_API_BASE}/`)) return CMS_BODY_LIMIT_BYTES;
  const operation = cmsOperationOf(req.path.slice(CMS_API_BASE.length));
  if (operation === undefined) return CMS_BODY_LIMIT_BYTES;
  if (/^media(\/[^/]+)?$/.test(operation)) return MEDIA_BODY_LIMIT_BYTES;
  return /^project-submissions(\/[^/]+)?$/.test(operation) ? PROJECT_BODY_LIMIT_BYTES : CMS_BODY_LIMIT_BYTES;
}

/** Query parameters Payload turns into SQL numbers: whole numbers in a range, or 400. */
const NUMERIC_QUERY: Readonly<Record<string, { min: number; max: number }>> = {
  page: { min: 1, max: 1_000_000 },
  limit: { min: 0, max: 1_000 },
  depth: { min: 0, max: 10 },
};

/**
 * The operation a /cms/api URL names, the way Next will read it: each segment percent-decoded, dot
 * segments resolved, empty ones dropped. `undefined` for a URL that cannot be decoded, or whose
 * decoded segments would smuggle in a separator.
 */
export function cmsOperationOf(path: string): string | undefined {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.includes('/') || segment.includes('\\')) return undefined;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/');
}

const refuse = (res: Response, status: number, message: string) =>
  // Payload's admin reads `errors[].message`; the contract's clients read `error`.
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: message, errors: [{ message }] });

/** Every /cms request: the client's address for Payload's hooks, and a cap on the body. */
function guardAllOfCms(req: Request, res: Response, next: NextFunction): void {
  // Whatever the client sent under this name is replaced by what Express saw (TRUST_PROXY aware).
  req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown';
  const length = req.get('content-length');
  if (length !== undefined && Number(length) > bodyLimitOf(req)) {
    if (Number(length) > DRAIN_AT_MOST_BYTES) {
      res.set('Connection', 'close');
      return void refuse(res, 413, MESSAGES.bodyTooLarge);
    }
    // Answer once the body has been discarded: a reply sent mid-upload would be lost to a reset.
    req.once('end', () => refuse(res, 413, MESSAGES.bodyTooLarge));
    req.once('error', () => req.destroy());
    return void req.resume();
  }
  if (length === undefined && req.get('transfer-encoding') !== undefined) {
    return void refuse(res, 411, MESSAGES.lengthRequired);
  }
  // Next never reads the body of a GET; left on the socket it would be parsed as the next request.
  if ((req.method === 'GET' || req.method === 'HEAD') && Number(length ?? 0) > 0) req.resume();
  if (!isSameOrigin(req)) return void refuse(res, 403, MESSAGES.crossSite);
  next();
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What Payload's REST would trip over, refused before it runs: query numbers it hands to SQL
 * unchecked, a `where` that is neither a bracketed filter nor a JSON object, a body of a type it
 * does not read, and deleting a stored preference (broken on the SQLite adapter; the admin UI
 * never does it).
 */
function malformedRequest(req: Request, operation: string): { status: number; message: string } | undefined {
  for (const [name, range] of Object.entries(NUMERIC_QUERY)) {
    const value = req.query[name];
    if (value === undefined) continue;
    const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!(number >= range.min && number <= range.max)) return { status: 400, message: MESSAGES.badValue };
  }
  const where = req.query.where;
  if (typeof where === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(where);
    } catch {
      parsed = undefined;
    }
    if (!isPlainObject(parsed)) return { status: 400, message: MESSAGES.badValue };
  } else if (where !== undefined && !isPlainObject(where)) {
    return { status: 400, message: MESSAGES.badValue };
  }
  const hasBody = Number(req.get('content-length') ?? 0) > 0;
  if (hasBody && !BODY_TYPES.some((type) => req.is(type))) return { status: 415, message: MESSAGES.notJsonOrForm };
  if (req.method === 'DELETE' && operation.startsWith('payload-preferences/')) {
    return { status: 405, message: MESSAGES.methodNotAllowed };
  }
  return undefined;
}

/**
 * The door of Payload's REST under /cms/api: members and visitors may sign in, sign out, read their
 * session, reset a password and fetch media files; everything else needs a CMS role (401 without a session, 403
 * without the role). Query numbers that Payload would hand to SQL unchecked must be in range.
 */
function guardCmsApi(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    if (!req.path.startsWith(`${CMS_API_BASE}/`) && req.path !== CMS_API_BASE) return next();
    const operation = cmsOperationOf(req.path.slice(CMS_API_BASE.length));
    if (operation === undefined) return refuse(res, 400, MESSAGES.malformedUrl);
    const refusal = malformedRequest(req, operation);
    if (refusal) return refuse(res, refusal.status, refusal.message);

    if (OPEN_OPERATIONS.get(operation)?.has(req.method) || isMediaFile(operation, req.method)) return next();
    let user;
    try {
      user = await sessionUser(payload, req);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return refuse(res, 503, MESSAGES.databaseUnavailable);
      throw err;
    }
    if (!user) return refuse(res, 401, MESSAGES.notSignedIn);
    if (!canUseCms(user)) return refuse(res, 403, MESSAGES.cmsEditorsOnly);
    next();
  };
}

/** The middleware that stands in front of Next for everything under /cms. */
export function cmsDoor(payload: Payload): RequestHandler[] {
  return [guardAllOfCms, guardCmsApi(payload)];
}

/**
 * Errors Express meets before the door runs (a path segment that cannot be percent-decoded makes
 * its router throw while matching the route) are answered like the door's own refusals, not as
 * Express's HTML error page.
 */
export const cmsErrors: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const status = (err as { status?: unknown }).status;
  if (res.headersSent || typeof status !== 'number' || status >= 500) return next(err);
  refuse(res, status, err instanceof URIError ? MESSAGES.malformedUrl : MESSAGES.badValue);
};
