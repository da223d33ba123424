import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  apiRoutes,
  DEFAULT_PLAN,
  DEFAULT_ROLE,
  forgotPasswordSchema,
  MESSAGES,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ResetPassword,
  type SignUp,
} from '@manara/contracts';
import { createLocalReq, loginOperation, logoutOperation, resetPasswordOperation, type Payload } from 'payload';
import { generateCookie, getCookieExpiration } from 'payload/shared';
import { SIGN_UP_CONTEXT } from '../../access';
import { REMEMBERED_SESSION_S } from '../../collections/Users/session-lifetime';
import { AUTH_ATTEMPT_COUNTED, REMEMBER_SESSION } from '../../lib/auth-budget';
import { admitResetRequest, sendResetLink } from '../../lib/password-reset';
import type { User as UserDoc } from '../../payload-types';
import { sessionUser, webHeaders } from '../middleware/session';
import { ApiError, fromBudgetRefusal, fromPayloadError } from './errors';
import { afterAnswer } from './lead-intake';
import { toUser } from './mappers';
import { parseWith } from './validate';

/**
 * Payload's own session cookie (`payload-token`), so one sign-in works for /api and for /cms.
 * HTTP-only and SameSite=Lax; Secure when the request came over HTTPS (behind a proxy: TRUST_PROXY).
 * With "remember me" it lives as long as its session (30 days); without, it ends with the browser,
 * and the server ends the session after 12 hours in any case (collections/Users/session-lifetime.ts).
 */
export function sessionCookie(payload: Payload, req: Request, token: string | undefined, remember: boolean): string {
  const auth = payload.collections.users.config.auth;
  return generateCookie<false>({
    name: `${payload.config.cookiePrefix}-token`,
    value: token ?? '',
    returnCookieAsObject: false,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: req.secure,
    domain: auth.cookies.domain ?? undefined,
    ...(remember ? { expires: getCookieExpiration({ seconds: REMEMBERED_SESSION_S }) } : {}),
  });
}

function expiredSessionCookie(payload: Payload, req: Request): string {
  return generateCookie<false>({
    name: `${payload.config.cookiePrefix}-token`,
    value: '',
    returnCookieAsObject: false,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: req.secure,
    domain: payload.collections.users.config.auth.cookies.domain ?? undefined,
    expires: new Date(0),
  });
}

/**
 * Payload's login: checks the lock, the password (counting failures) and opens a server-side session.
 * The operation itself, not `payload.login`, because the Local API drops the token that the cookie
 * needs (the collection keeps tokens out of JSON answers). The attempt was already counted by the
 * route's rate limit, and `remember` asks for the longer session.
 */
export async function signIn(
  payload: Payload,
  email: string,
  password: string,
  remember = false,
): Promise<{ user: UserDoc; token?: string }> {
  const req = await createLocalReq(
    { context: { [AUTH_ATTEMPT_COUNTED]: true, [REMEMBER_SESSION]: remember } },
    payload,
  );
  try {
    const { user, token } = await loginOperation({
      collection: payload.collections.users,
      data: { email, password },
      depth: 0,
      req,
    });
    if (!user) throw new ApiError(401, MESSAGES.invalidCredentials);
    return { user, token };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const refused = fromBudgetRefusal(err, req);
    if (refused) throw refused;
    const mapped = fromPayloadError(err);
    if (mapped?.status === 429) throw mapped;
    if (mapped?.status === 401 || mapped?.status === 400) throw new ApiError(401, MESSAGES.invalidCredentials);
    throw err;
  }
}

/**
 * Creates a member account (always a member on the default plan) and signs it in: the JSON call and
 * the plain HTML form both end here.
 */
export async function register(payload: Payload, input: SignUp): Promise<{ user: UserDoc; token?: string }> {
  try {
    await payload.create({
      collection: 'users',
      // Role and plan are written as the defaults; field access would drop anything else anyway.
      data: {
        name: input.name,
        email: input.email,
        country: input.country,
        password: input.password,
        plan: DEFAULT_PLAN,
        role: DEFAULT_ROLE,
      },
      depth: 0,
      overrideAccess: false,
      context: { [SIGN_UP_CONTEXT]: true },
    });
  } catch (err) {
    throw fromPayloadError(err) ?? err;
  }
  return signIn(payload, input.email, input.password);
}

/**
 * Admits a request for a reset link (each address has its own budget) and returns the job that
 * looks the account up and mails the link, to run once the answer has gone out: the answer is the
 * same, in the same time, whether or not an account uses the address. The JSON call and the plain
 * HTML form both end here.
 */
export async function admitResetLink(payload: Payload, email: string): Promise<() => Promise<void>> {
  const admitted = await admitResetRequest(payload, email);
  if (!admitted.allowed) {
    throw new ApiError(429, MESSAGES.tooManyAttempts, undefined, { 'Retry-After': String(admitted.retryAfterS) });
  }
  return () => sendResetLink(payload, email, 'site');
}

/**
 * Sets the new password of the link's account and ends its other sessions; the new session's token
 * is returned for this browser's cookie. A token that matches no account, or whose hour has passed,
 * is the link's fault, said under `token`. The JSON call and the plain HTML form both end here.
 */
export async function resetPassword(
  payload: Payload,
  input: ResetPassword,
): Promise<{ user: UserDoc; token?: string }> {
  const req = await createLocalReq({ context: { [AUTH_ATTEMPT_COUNTED]: true } }, payload);
  try {
    const result = await resetPasswordOperation({ collection: payload.collections.users, data: input, depth: 0, req });
    return { user: result.user as unknown as UserDoc, token: result.token };
  } catch (err) {
    // Payload's 403 for a token that matches no account, or whose hour has passed.
    if ((err as { status?: unknown }).status === 403) {
      throw new ApiError(400, MESSAGES.resetLinkInvalid, { token: MESSAGES.resetLinkInvalid });
    }
    throw fromPayloadError(err) ?? err;
  }
}

function sendSignedIn(res: Response, status: number, cookie: string, user: UserDoc): void {
  // Appended: the write's read-your-writes cookie may be there already (lib/read-replicas.ts).
  res
    .status(status)
    .append('Set-Cookie', cookie)
    .json({ user: toUser(user) });
}

/** `limiter` is one budget for login and register: a client cannot double it by alternating. */
export function authRoutes(payload: Payload, limiter: RequestHandler): Router {
  const router = Router();

  router.post(apiRoutes.register.pattern, limiter, async (req, res) => {
    const input = parseWith(signUpSchema, req.body);
    const { user, token } = await register(payload, input);
    sendSignedIn(res, 201, sessionCookie(payload, req, token, false), user);
  });

  router.post(apiRoutes.login.pattern, limiter, async (req, res) => {
    const input = parseWith(signInSchema, req.body);
    const { user, token } = await signIn(payload, input.email, input.password, input.remember);
    sendSignedIn(res, 200, sessionCookie(payload, req, token, input.remember), user);
  });

  router.post(apiRoutes.logout.pattern, async (req, res) => {
    const user = await sessionUser(payload, req);
    if (user) {
      // Removes this session from the account, so the token is dead even if a copy of it survives.
      const localReq = await createLocalReq({ user, req: { headers: webHeaders(req) } }, payload);
      await logoutOperation({ collection: payload.collections.users, req: localReq });
    }
    res.status(204).append('Set-Cookie', expiredSessionCookie(payload, req)).end();
  });

  // The same answer, in the same time, whether or not an account uses the address: the link is
  // looked up and mailed after the answer has gone out.
  router.post(apiRoutes.forgotPassword.pattern, limiter, async (req, res) => {
    const { email } = parseWith(forgotPasswordSchema, req.body);
    const mailLink = await admitResetLink(payload, email);
    res.status(202).json({ ok: true });
    afterAnswer(payload, 'Password reset request', mailLink);
  });

  // Sets the new password, ends every other session of the account and signs this browser in.
  router.post(apiRoutes.resetPassword.pattern, limiter, async (req, res) => {
    const { user, token } = await resetPassword(payload, parseWith(resetPasswordSchema, req.body));
    sendSignedIn(res, 200, sessionCookie(payload, req, token, false), user);
  });

  // A visitor without a session is an answer, not an error: 200 `{ user: null }`, so the site's
  // session check on every page load logs nothing. A database that is down is still a 503.
  router.get(apiRoutes.me.pattern, async (req, res) => {
    const user = await sessionUser(payload, req);
    res.json({ user: user ? toUser(user) : null });
  });

  return router;
}
