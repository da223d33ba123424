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

/**
 * The client's address, as Express worked it out (honouring TRUST_PROXY), handed to Payload's
 * hooks for requests that Next answers. The server overwrites it on every /cms request, so a client
 * cannot choose its own.
 */
export const CLIENT_IP_HEADER = 'x-manara-client-ip';

/** Marks a Local API sign-in whose attempt the caller has already counted (POST /api/auth/*). */
export const AUTH_ATTEMPT_COUNTED = 'manara:auth-attempt-counted';

/** Marks a Local API sign-in made with "remember me": its session lives as long as the cookie. */
export const REMEMBER_SESSION = 'manara:remember-session';
