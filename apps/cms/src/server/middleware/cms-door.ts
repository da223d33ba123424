import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { forgotPasswordSchema, MEDIA_MAX_BYTES, MESSAGES } from '@manara/contracts';
import { match, type MatchFunction } from 'path-to-regexp';
import type { Payload } from 'payload';
import * as qs from 'qs-esm';
import { canUseCms } from '../../access';
import { spendAttempt } from '../../lib/attempt-budget';
import { authBudget, CLIENT_IP_HEADER } from '../../lib/auth-budget';
import { CMS_API_BASE } from '../../lib/env';
import { admitResetRequest, sendResetLink } from '../../lib/password-reset';
import { isDatabaseUnavailable } from '../api/errors';
import { afterAnswer } from '../api/lead-intake';
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

/** A reset request is one address: a body past this is not one. */
const RESET_REQUEST_BODY_LIMIT = '8kb';

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

/** A refusal under /cms, answered by the server before Payload runs. */
export const refuse = (res: Response, status: number, message: string) =>
  // Payload's admin reads `errors[].message`; the contract's clients read `error`.
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ error: message, errors: [{ message }] });

type HeaderValue = number | string | readonly string[];

const isSetCookie = (name: string) => name.toLowerCase() === 'set-cookie';

/** A Set-Cookie value (or list) with `Secure` on every cookie that lacks it. */
function secured(value: HeaderValue): HeaderValue {
  const one = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  if (typeof value === 'string') return one(value);
  return Array.isArray(value) ? (value as string[]).map(one) : value;
}

/**
 * A request that reached this server over HTTPS (directly, or through a proxy that TRUST_PROXY
 * trusts to say so) gets only Secure cookies from /cms. Payload's cookie settings are fixed at
 * start (`secure` only with an https SITE_URL), and only Express knows how this request arrived, so
 * the cookies are marked as they are written, whichever way Next writes them.
 */
function secureCookiesOn(res: Response): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: HeaderValue) => setHeader(name, isSetCookie(name) ? secured(value) : value);
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name: string, value: string | readonly string[]) =>
    appendHeader(name, isSetCookie(name) ? (secured(value) as string | readonly string[]) : value);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    for (const [name, value] of Object.entries((headers ?? {}) as Record<string, HeaderValue>)) {
      if (isSetCookie(name)) (headers as Record<string, HeaderValue>)[name] = secured(value);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/**
 * Refuses a request once its body has been discarded: a reply sent mid-upload is lost to the reset
 * the client gets when the server closes a socket it is still writing to. Past DRAIN_AT_MOST_BYTES
 * (a chunked body declares no length) the connection is closed instead.
 */
function refuseAfterBody(req: Request, res: Response, status: number, message: string): void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= DRAIN_AT_MOST_BYTES) return;
    req.off('data', count);
    res.set('Connection', 'close');
    refuse(res, status, message);
    req.destroy();
  };
  req.on('data', count);
  req.once('end', () => {
    if (!res.headersSent) refuse(res, status, message);
  });
  req.once('error', () => req.destroy());
}

/** Every /cms request: the client's address for Payload's hooks, and a cap on the body. */
function guardAllOfCms(req: Request, res: Response, next: NextFunction): void {
  // Whatever the client sent under this name is replaced by what Express saw (TRUST_PROXY aware).
  req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown';
  if (req.secure) secureCookiesOn(res);
  const length = req.get('content-length');
  if (length !== undefined && Number(length) > bodyLimitOf(req)) {
    if (Number(length) > DRAIN_AT_MOST_BYTES) {
      res.set('Connection', 'close');
      return void refuse(res, 413, MESSAGES.bodyTooLarge);
    }
    return refuseAfterBody(req, res, 413, MESSAGES.bodyTooLarge);
  }
  if (length === undefined && req.get('transfer-encoding') !== undefined) {
    return refuseAfterBody(req, res, 411, MESSAGES.lengthRequired);
  }
  // Next never reads the body of a GET; left on the socket it would be parsed as the next request.
  if ((req.method === 'GET' || req.method === 'HEAD') && Number(length ?? 0) > 0) req.resume();
  if (!isSameOrigin(req)) return void refuse(res, 403, MESSAGES.crossSite);
  next();
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const isDate = (value: unknown) => typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));

/** Payload's operators for `point` fields; no collection has one, and an SQL adapter without them throws. */
const POINT_OPERATORS = new Set(['near', 'within', 'intersects']);

/**
 * A filter, at any depth of `and`/`or`, that Payload's SQL adapters cannot run as written:
 * - a condition on one of the collection's own date fields (createdAt, updatedAt…) with a value that
 *   is no date. The adapters drop such a condition (drizzle's sanitizeQueryValue): SQLite then
 *   failed with 400, PostgreSQL answered 200, and the rest of a filter would run without it (a bulk
 *   delete then reaches more than it names);
 * - a point operator (`near`, `within`, `intersects`) on a field that is not a point: the SQLite
 *   adapter has no such operator and fails inside Payload, which logs it as the server's error.
 */
function filterPayloadCannotRun(payload: Payload, operation: string, where: unknown): boolean {
  const collection = payload.collections[operation.split('/')[0] as keyof Payload['collections']];
  if (!collection) return false;
  const typeOf = new Map(collection.config.flattenedFields.map((field) => [field.name, field.type]));
  const wrongCondition = (field: string, operator: string, operand: unknown) =>
    (POINT_OPERATORS.has(operator) && typeOf.get(field) !== 'point') ||
    (typeOf.get(field) === 'date' && operator !== 'exists' && ![operand].flat().every(isDate));
  // The filter as Payload reads it (qs): `where[createdAt][greater_than]=…` is `{ createdAt: { greater_than } }`,
  // and `and`/`or` hold lists of such filters.
  const wrong = (filter: unknown): boolean =>
    isPlainObject(filter) &&
    Object.entries(filter as Record<string, unknown>).some(([field, value]) => {
      if (field === 'and' || field === 'or') return [value].flat().some(wrong);
      return (
        isPlainObject(value) &&
        Object.entries(value as Record<string, unknown>).some(([operator, operand]) =>
          wrongCondition(field, operator, operand),
        )
      );
    });
  return wrong(where);
}

/** The largest id a SQL adapter's serial column holds (PostgreSQL's `integer`). */
const MAX_SERIAL_ID = 2 ** 31 - 1;

/** Each endpoint's path compiled once: the door matches every signed-in request against them. */
const matchers = new WeakMap<object, MatchFunction<{ id?: string }>>();
const matcherOf = (endpoint: { path: string }) => {
  let matcher = matchers.get(endpoint);
  if (!matcher) matchers.set(endpoint, (matcher = match<{ id?: string }>(endpoint.path)));
  return matcher;
};

/**
 * Whether a path names a document by an id its collection cannot have (`courses/abc`,
 * `reviews/1.5/duplicate`, `courses/versions/-1`): the endpoint is found the way Payload finds it
 * (`handleEndpoints`: the collection's endpoints in order, the first whose method and path match),
 * and on a SQL adapter an id is a serial number. Payload would hand such an id to SQL, which fails
 * and is logged as the server's error; the answer a client gets is the 404 of a missing document.
 */
function namesNoDocument(payload: Payload, method: string, operation: string): boolean {
  const [slug = '', ...rest] = operation.split('/');
  const collection = payload.collections[slug as keyof Payload['collections']];
  if (!collection?.config.endpoints) return false;
  // A collection's own path (`courses`) names no document.
  if (rest.length === 0 || (collection.customIDType ?? payload.db.defaultIDType) !== 'number') return false;
  const path = `/${rest.join('/')}`;
  const verb = method.toLowerCase();
  for (const endpoint of collection.config.endpoints) {
    if (endpoint.method !== verb) continue;
    // The operation's segments are decoded already (cmsOperationOf): matched as they are.
    const matched = matcherOf(endpoint)(path);
    if (!matched) continue;
    const { id } = matched.params;
    return id !== undefined && !(/^\d{1,10}$/.test(id) && Number(id) <= MAX_SERIAL_ID);
  }
  return false;
}

/**
 * The query string as Payload reads it: with qs and Payload's own options
 * (`payload/dist/utilities/createPayloadRequest.js`), so `limit[]=100000` or `[limit]=100000`,
 * which Express's parser names otherwise, is checked as the `limit` Payload will use.
 */
function payloadQueryOf(req: Request): Record<string, unknown> {
  const at = req.originalUrl.indexOf('?');
  if (at === -1) return {};
  return qs.parse(req.originalUrl.slice(at + 1), { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 });
}

/**
 * What Payload's REST would trip over, refused before it runs: query numbers it hands to SQL
 * unchecked, a `where` that is neither a bracketed filter nor a JSON object, a body of a type it
 * does not read, and deleting a stored preference (broken on the SQLite adapter; the admin UI
 * never does it).
 */
function malformedRequest(
  payload: Payload,
  req: Request,
  operation: string,
): { status: number; message: string } | undefined {
  const query = payloadQueryOf(req);
  for (const [name, range] of Object.entries(NUMERIC_QUERY)) {
    const value = query[name];
    if (value === undefined) continue;
    const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!(number >= range.min && number <= range.max)) return { status: 400, message: MESSAGES.badValue };
  }
  // Payload reads `where` as brackets, or as JSON in one parameter.
  let where = query.where;
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where);
    } catch {
      where = undefined;
    }
    if (!isPlainObject(where)) return { status: 400, message: MESSAGES.badValue };
  } else if (where !== undefined && !isPlainObject(where)) {
    return { status: 400, message: MESSAGES.badValue };
  }
  if (filterPayloadCannotRun(payload, operation, where)) return { status: 400, message: MESSAGES.badValue };
  const hasBody = Number(req.get('content-length') ?? 0) > 0;
  if (hasBody && !BODY_TYPES.some((type) => req.is(type))) return { status: 415, message: MESSAGES.notJsonOrForm };
  if (req.method === 'DELETE' && operation.startsWith('payload-preferences/')) {
    return { status: 405, message: MESSAGES.methodNotAllowed };
  }
  return undefined;
}

/** The reset request's body: JSON from Payload's admin, or a plain form. */
const resetRequestJson = express.json({ limit: RESET_REQUEST_BODY_LIMIT });
const resetRequestForm = express.urlencoded({ extended: false, limit: RESET_REQUEST_BODY_LIMIT });

/**
 * The /cms sign-in's "Forgot password", answered here rather than by Payload's REST: Payload mails
 * before it answers, so a known address took the mail server's time and an unknown one none. The
 * answer (Payload's shape, which its admin reads) goes out first; the link after it
 * (lib/password-reset.ts), as for the site's own reset page.
 */
function forgotPasswordAtCms(payload: Payload, req: Request, res: Response): void {
  const parsed = (err?: unknown) => {
    if ((err as { type?: unknown } | undefined)?.type === 'entity.too.large') {
      return void refuse(res, 413, MESSAGES.bodyTooLarge);
    }
    if (err) return void refuse(res, 400, MESSAGES.malformedBody);
    const input = forgotPasswordSchema.safeParse(isPlainObject(req.body) ? req.body : {});
    if (!input.success) return void refuse(res, 400, input.error.issues[0]?.message ?? MESSAGES.invalidEmail);
    const { email } = input.data;
    admitResetRequest(payload, email, req.ip ?? 'unknown').then(
      (admitted) => {
        if (!admitted.allowed) {
          res.set('Retry-After', String(admitted.retryAfterS));
          return refuse(res, 429, MESSAGES.tooManyAttempts);
        }
        res.status(200).set('Cache-Control', 'no-store').json({ message: 'Success' });
        afterAnswer(payload, 'Password reset request', () => sendResetLink(payload, email, 'cms'));
      },
      (err: unknown) => {
        if (isDatabaseUnavailable(err)) return refuse(res, 503, MESSAGES.databaseUnavailable);
        payload.logger.error({ err }, 'Password reset request failed');
        refuse(res, 500, MESSAGES.unexpected);
      },
    );
  };
  resetRequestJson(req, res, (err?: unknown) => (err ? parsed(err) : resetRequestForm(req, res, parsed)));
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
    const refusal = malformedRequest(payload, req, operation);
    if (refusal) return refuse(res, refusal.status, refusal.message);
    // Payload mounts e-mail verification whether or not the collection verifies e-mails; here it does
    // not, and the operation would fail on the missing token field (500).
    if (/^users\/verify(\/|$)/.test(operation) && !payload.collections.users.config.auth.verify) {
      return refuse(res, 404, MESSAGES.notFound);
    }
    // Answers about people (an account, leads, sessions) are never kept by a browser or a proxy;
    // media files are public and cached as Payload says.
    if (!isMediaFile(operation, req.method)) res.setHeader('Cache-Control', 'no-store');

    if (operation === 'users/forgot-password' && req.method === 'POST') return forgotPasswordAtCms(payload, req, res);
    // A reset with a guessed token is a sign-in attempt. It is counted here, not in a hook: Payload's
    // operation runs its hooks inside its transaction, and a refused token rolls the count back.
    if (operation === 'users/reset-password' && req.method === 'POST') {
      let verdict;
      try {
        verdict = await spendAttempt(payload, authBudget(), req.ip ?? 'unknown');
      } catch (err) {
        if (isDatabaseUnavailable(err)) return refuse(res, 503, MESSAGES.databaseUnavailable);
        throw err;
      }
      if (verdict.allowed) return next();
      res.set('Retry-After', String(verdict.retryAfterS));
      return refuse(res, 429, MESSAGES.tooManyAttempts);
    }
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
    if (namesNoDocument(payload, req.method, operation)) return refuse(res, 404, MESSAGES.notFound);
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
