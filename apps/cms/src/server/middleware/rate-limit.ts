import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MESSAGES } from '@manara/contracts';
import { sendError } from '../api/errors';

export const AUTH_RATE_WINDOW_MS = 10 * 60 * 1000;
export const AUTH_RATE_LIMIT_DEFAULT = 30;

export function authRateLimitFromEnv(): number {
  const value = Number(process.env.AUTH_RATE_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : AUTH_RATE_LIMIT_DEFAULT;
}

/**
 * Login and register together: `limit` attempts per client IP per 10 minutes, then 429 with a
 * sentence and Retry-After. Each attempt hashes a password (about half a second of CPU), so this is
 * what keeps a flood of sign-ins from starving two cores.
 */
export function authRateLimit(limit = authRateLimitFromEnv()): RequestHandler {
  return rateLimit({
    windowMs: AUTH_RATE_WINDOW_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, MESSAGES.tooManyAttempts),
  });
}
