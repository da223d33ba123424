import type { ErrorRequestHandler, Response } from 'express';
import { MESSAGES, type ApiErrorBody } from '@manara/contracts';
import type { Payload } from 'payload';
import type { ZodError } from 'zod';
import { CLIENT_ERROR } from '../../lib/client-error';
import { isConnectionFailure } from '../../lib/database-failures';

/** An error whose status and sentence are meant for the client (api contract: error format). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. a 429's Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendError(res: Response, status: number, error: string, fields?: Record<string, string>): void {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/**
 * A 429 that a Users hook threw inside a Payload operation (a spent budget, a locked address), with
 * the Retry-After the hook put on the operation's request; undefined for any other error.
 */
export function fromBudgetRefusal(err: unknown, req: { responseHeaders?: Headers }): ApiError | undefined {
  const e = err as { name?: unknown; status?: unknown; message?: unknown };
  if (e?.name !== CLIENT_ERROR || e.status !== 429 || typeof e.message !== 'string') return undefined;
  const retryAfter = req.responseHeaders?.get('Retry-After');
  return new ApiError(429, e.message, undefined, retryAfter ? { 'Retry-After': retryAfter } : undefined);
}

/** The first message of each field, and the first message overall as the sentence. */
export function fromZodError(error: ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new ApiError(400, error.issues[0]?.message ?? MESSAGES.unexpected, fields);
}

interface HttpLikeError {
  name?: string;
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** The contract's sentence for a client error raised by Express or body-parser rather than by us. */
const CLIENT_ERROR_SENTENCES: Record<number, string> = {
  400: MESSAGES.unreadableBody,
  401: MESSAGES.notSignedIn,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.bodyTooLarge,
  415: MESSAGES.notJson,
  429: MESSAGES.tooManyAttempts,
};

/**
 * Errors of Express and its body parser that blame the request: body-parser's (http-errors, with
 * `expose`, e.g. a gzip body that does not inflate) and the router's URIError for a `%` escape that
 * does not decode (status 400, no `expose`). Anything else with a status is not trusted as the
 * client's fault.
 */
export function fromHttpError(err: unknown): ApiError | undefined {
  const e = err as HttpLikeError | undefined;
  if (!e || typeof e !== 'object') return undefined;
  const status = e.status ?? e.statusCode;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (e.name === 'URIError') return new ApiError(400, MESSAGES.malformedUrl);
  if (e.expose !== true) return undefined;
  return new ApiError(status, CLIENT_ERROR_SENTENCES[status] ?? MESSAGES.unreadableBody);
}

interface PayloadLikeError {
  name?: string;
  message?: string;
  status?: number;
  isPublic?: boolean;
  data?: { errors?: { path?: string; message?: string }[] };
}

/**
 * Payload's own errors, recognised by name (Next's bundle and the server may hold two copies of the
 * classes), turned into the contract's statuses. Handlers map the expected ones themselves; this is
 * the safety net that keeps every client mistake out of the 500s.
 */
export function fromPayloadError(err: unknown): ApiError | undefined {
  const e = err as PayloadLikeError;
  switch (e?.name) {
    case 'NotFound':
      return new ApiError(404, MESSAGES.notFound);
    case 'Forbidden':
      return new ApiError(403, MESSAGES.forbidden);
    case 'UnauthorizedError':
      return new ApiError(401, MESSAGES.notSignedIn);
    case 'AuthenticationError':
      return new ApiError(401, MESSAGES.invalidCredentials);
    case 'LockedAuth':
      // Payload's own lock (failures spread over more than the address budget's window) answers as a
      // wrong password does: an unknown address in that state could not answer otherwise. The lock
      // every address shares is the 429 (lib/auth-budget.ts, SIGN_IN_ADDRESS_BUDGET).
      return new ApiError(401, MESSAGES.invalidCredentials);
    case 'ValidationError': {
      const fields: Record<string, string> = {};
      for (const item of e.data?.errors ?? []) {
        if (item.path && item.message) fields[item.path] ??= item.message;
      }
      if ('email' in fields && /already|unique|registered/i.test(fields.email ?? '')) {
        return new ApiError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
      }
      const first = Object.values(fields)[0];
      return new ApiError(400, first ?? MESSAGES.unexpected, Object.keys(fields).length ? fields : undefined);
    }
    case 'APIError':
    case CLIENT_ERROR:
      // A collection's own refusal, written for the client (`isPublic`) in the product's words.
      return e.isPublic && e.status && e.status >= 400 && e.status < 500 && e.message
        ? new ApiError(e.status, e.message)
        : undefined;
    default:
      return undefined;
  }
}

const UNAVAILABLE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'ECONNREFUSED']);
const UNAVAILABLE_NAMES = new Set(['MongoNetworkError', 'MongoServerSelectionError', 'MongoNotConnectedError']);

/** A database that is down or busy is the contract's 503, not a bug of ours (500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isConnectionFailure(err)) return true;
  for (
    let e = err as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    if (typeof e.code === 'string' && [...UNAVAILABLE_CODES].some((code) => String(e?.code).startsWith(code)))
      return true;
    if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Last stop for every /api error: client mistakes get their status and sentence, anything else is
 * logged and answered without a stack trace.
 */
export const apiErrorHandler =
  (logger: Pick<Payload['logger'], 'error'>): ErrorRequestHandler =>
  (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof ApiError) {
      if (err.headers) res.set(err.headers);
      return sendError(res, err.status, err.message, err.fields);
    }
    const http = err as HttpLikeError;
    if (http.type === 'entity.too.large') return sendError(res, 413, MESSAGES.bodyTooLarge);
    if (http.type === 'entity.parse.failed') return sendError(res, 400, MESSAGES.malformedBody);
    if (http.type === 'encoding.unsupported' || http.type === 'charset.unsupported') {
      return sendError(res, 415, MESSAGES.notJson);
    }
    const mapped = fromPayloadError(err) ?? fromHttpError(err);
    if (mapped) return sendError(res, mapped.status, mapped.message, mapped.fields);
    if (isDatabaseUnavailable(err)) {
      logger.error({ err, url: req.originalUrl }, 'The database did not answer');
      return sendError(res, 503, MESSAGES.databaseUnavailable);
    }
    logger.error({ err, url: req.originalUrl }, 'Unhandled /api error');
    sendError(res, 500, MESSAGES.unexpected);
  };
