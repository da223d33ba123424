import type { Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { spendAttempt, type Budget } from '../../lib/attempt-budget';
import { authBudget } from '../../lib/auth-budget';
import { ApiError } from '../api/errors';

/**
 * Spends one attempt of the client IP's `budget`, kept in the database so every server behind a
 * load balancer counts together. Past the budget it sets Retry-After and throws the 429 with this
 * sentence, for the JSON calls and the plain HTML forms alike.
 */
export async function spendBudget(
  payload: Payload,
  req: Request,
  res: Response,
  budget: Budget,
  message: string,
): Promise<void> {
  const verdict = await spendAttempt(payload, budget, req.ip ?? 'unknown');
  if (verdict.allowed) return;
  res.set('Retry-After', String(verdict.retryAfterS));
  throw new ApiError(429, message);
}

/**
 * A per-IP limit on a shared budget: each request spends one attempt, and past the budget the answer
 * is 429 with this sentence and Retry-After. `budget` is read per request, so a changed environment
 * applies.
 */
export function budgetLimit(payload: Payload, budget: () => Budget, message: string): RequestHandler {
  return async (req, res, next) => {
    await spendBudget(payload, req, res, budget(), message);
    next();
  };
}

/**
 * Login and register on /api: one attempt of the sign-in budget (lib/auth-budget.ts). Payload's own
 * sign-in under /cms spends the same budget in a hook.
 */
export const authRateLimit = (payload: Payload): RequestHandler =>
  budgetLimit(payload, authBudget, MESSAGES.tooManyAttempts);
