import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { executeAuthStrategies, type Payload } from 'payload';
import { isAdminUser } from '../../access';
import type { User as UserDoc } from '../../payload-types';
import { watchDatabase } from '../../lib/database-failures';
import { ApiError, isDatabaseUnavailable } from '../api/errors';

/** The signed-in account as Payload resolved it from the session cookie (with its session id). */
export type SessionUser = UserDoc & { collection: 'users'; _sid?: string };

const sessions = new WeakMap<Request, SessionUser | null>();

/** Express's header object as the web `Headers` that `payload.auth` reads. */
export function webHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.set(name, value);
    } catch {
      // A header value `Headers` refuses cannot carry a session; leave it out.
    }
  }
  return headers;
}

/**
 * The request's session user, or null. Payload checks the token's signature, expiry and that its
 * session id still exists (logout removes it). Resolved once per request, through Payload's auth
 * strategies themselves: `payload.auth` would also work out the user's permissions on every
 * collection and field, which no route here reads (access rules run on each Local API call):
 * without it a signed-in `GET /api/auth/me` answers about 2.5 times as many requests a second.
 */
export async function sessionUser(payload: Payload, req: Request): Promise<SessionUser | null> {
  if (sessions.has(req)) return sessions.get(req) ?? null;
  let user: SessionUser | null = null;
  try {
    // Payload's JWT strategy answers "no user" when its read of the user fails; watching the database
    // keeps that failure, so a database that is down is a 503, not a 401 that signs people out.
    const { value: result, failure } = await watchDatabase(() =>
      executeAuthStrategies({ headers: webHeaders(req), payload, canSetHeaders: false }),
    );
    if (isDatabaseUnavailable(failure)) throw failure;
    if (result.user && result.user.collection === 'users') user = result.user as SessionUser;
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    user = null;
  }
  sessions.set(req, user);
  return user;
}

/** The user a `requireSession`/`requireAdmin` guard has already resolved. */
export function currentUser(req: Request): SessionUser {
  const user = sessions.get(req);
  if (!user) throw new ApiError(401, MESSAGES.notSignedIn);
  return user;
}

/** 401 without a session; `message` lets an endpoint say why a session is needed. */
export const requireSession =
  (payload: Payload, message: string = MESSAGES.notSignedIn): RequestHandler =>
  async (req, _res, next) => {
    if (!(await sessionUser(payload, req))) throw new ApiError(401, message);
    next();
  };

/** 401 without a session, 403 for a member (api contract). */
export const requireAdmin =
  (payload: Payload): RequestHandler =>
  async (req, _res, next) => {
    const user = await sessionUser(payload, req);
    if (!user) throw new ApiError(401, MESSAGES.notSignedIn);
    if (!isAdminUser(user)) throw new ApiError(403, MESSAGES.forbidden);
    next();
  };

/** Local API options for a call made on behalf of the request's user: Payload's access rules apply. */
export function asUser(req: Request): { user: SessionUser | null; overrideAccess: false } {
  return { user: sessions.get(req) ?? null, overrideAccess: false };
}
