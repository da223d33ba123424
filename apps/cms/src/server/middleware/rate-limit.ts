import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { spendAttempt, type Budget } from '../../lib/attempt-budget';
import { authBudget } from '../../lib/auth-budget';
import { sendError } from '../api/errors';

/**
 * A per-IP limit on a shared budget, kept in the database so every server behind a load balancer
 * counts together: each request spends one attempt, and past the budget the answer is 429 with
 * this sentence and Retry-After. `budget` is read per request, so a changed environment applies.
 */
export function budgetLimit(payload: Payload, budget: () => Budget, message: string): RequestHandler {
  return async (req, res, next) => {
    const verdict = await spendAttempt(payload, budget(), req.ip ?? 'unknown');
    if (verdict.allowed) return next();
    res.set('Retry-After', String(verdict.retryAfterS));
    sendError(res, 429, message);
  };
}

/**
 * Login and register on /api: one attempt of the sign-in budget (lib/auth-budget.ts). Payload's own
 * sign-in under /cms spends the same budget in a hook.
 */
export const authRateLimit = (payload: Payload): RequestHandler =>
  budgetLimit(payload, authBudget, MESSAGES.tooManyAttempts);
