import type { Budget } from './attempt-budget';
import { env } from './env';

export const AUTH_RATE_WINDOW_MS = 10 * 60 * 1000;

export function authRateLimitFromEnv(): number {
  return env().AUTH_RATE_LIMIT;
}

/**
 * One budget per client IP for every attempt that hashes a password or mails a reset link: sign-in
 * and sign-up on /api, sign-in and forgot-password on /cms. Hashing costs about half a second of
 * CPU, so this is what keeps a flood of attempts from starving two cores, and what keeps a password
 * from being guessed however the request is spelled.
 */
export function authBudget(): Budget {
  return { name: 'auth', limit: authRateLimitFromEnv(), windowMs: AUTH_RATE_WINDOW_MS };
}

/**
 * Reset e-mails per address: a few an hour, whoever asks. It stands in for Payload's own
 * `minRequestInterval`, whose reservation writes outside the operation's transaction and would
 * wait on it forever under SQLite's single writer (docs/decisions/006-durability.md).
 */
export const RESET_MAIL_BUDGET: Budget = { name: 'reset-mail', limit: 3, windowMs: 60 * 60 * 1000 };

/** Failed sign-ins before an account is locked, and for how long (api contract: 429 with a sentence). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_TIME_MS = 10 * 60 * 1000;

/**
 * Sign-in attempts per e-mail address, whether or not an account uses it: five in ten minutes, then
 * 429 "locked" until the oldest ages out. Counting every address alike is what keeps the answer to a
 * locked account the same as to an unknown address (docs/decisions/005-editors-door.md). A
 * successful sign-in clears its address's attempts, as Payload's own lock resets on success.
 */
export const SIGN_IN_ADDRESS_BUDGET: Budget = {
  name: 'sign-in-address',
  limit: MAX_LOGIN_ATTEMPTS,
  windowMs: LOCK_TIME_MS,
};

/**
 * The client's address, as Express worked it out (honouring TRUST_PROXY), handed to Payload's
 * hooks for requests that Next answers. The server overwrites it on every /cms request, so a client
 * cannot choose its own.
 */
export const CLIENT_IP_HEADER = 'x-manara-client-ip';

/**
 * Marks a Local API sign-in, reset request or reset whose attempt the caller has already counted
 * against the client's budget (POST /api/auth/*) and, for a reset request, the address's.
 */
export const AUTH_ATTEMPT_COUNTED = 'manara:auth-attempt-counted';

/** Marks a Local API sign-in made with "remember me": its session lives as long as the cookie. */
export const REMEMBER_SESSION = 'manara:remember-session';
