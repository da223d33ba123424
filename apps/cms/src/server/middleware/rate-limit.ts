import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { spendAttempt } from '../../lib/attempt-budget';
import { authBudget } from '../../lib/auth-budget';
import { sendError } from '../api/errors';

/**
 * Login and register on /api: one attempt of the shared per-IP budget (lib/auth-budget.ts), kept in
 * the database so every server behind a load balancer counts together; past it, 429 with a
 * sentence and Retry-After. Payload's own sign-in under /cms spends the same budget in a hook.
 */
export function authRateLimit(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    const verdict = await spendAttempt(payload, authBudget(), req.ip ?? 'unknown');
    if (verdict.allowed) return next();
    res.set('Retry-After', String(verdict.retryAfterS));
    sendError(res, 429, MESSAGES.tooManyAttempts);
  };
}
