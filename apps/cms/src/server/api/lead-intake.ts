import type { RequestHandler, Response } from 'express';
import { isHoneypotFilled, MESSAGES, type LeadAccepted } from '@manara/contracts';
import type { Payload, SendEmailOptions } from 'payload';
import { spendAttempt, type Budget } from '../../lib/attempt-budget';
import { leadsRateLimit } from '../../lib/env';
import { budgetLimit } from '../middleware/rate-limit';

/** The lead calls' per-IP allowance (LEADS_RATE_LIMIT, default 20) in a sliding 10 minutes. */
export const LEADS_RATE_WINDOW_MS = 10 * 60 * 1000;
export const leadsBudget = (): Budget => ({ name: 'leads', limit: leadsRateLimit(), windowMs: LEADS_RATE_WINDOW_MS });

/**
 * Mails to one outside address per hour, whoever triggers them: a form that mails a confirmation to
 * the address typed into it must not become a way to flood someone else's inbox from many IPs.
 * Past it the lead is still stored and the team still told; only the courtesy mail is skipped.
 */
export const RECIPIENT_MAIL_BUDGET: Budget = { name: 'lead-mail', limit: 5, windowMs: 60 * 60 * 1000 };

/** The lead calls' limit: one attempt of the lead budget each (middleware/rate-limit.ts). */
export const leadLimiter = (payload: Payload): RequestHandler =>
  budgetLimit(payload, leadsBudget, MESSAGES.tooManySubmissions);

const ACCEPTED: LeadAccepted = { ok: true };

export function sendAccepted(res: Response, status: 200 | 201 | 202): void {
  res.status(status).json(ACCEPTED);
}

/**
 * A bot that filled the hidden field gets the success a person would, so it learns nothing, and
 * nothing is stored or mailed.
 */
export const honeypot =
  (status: 201 | 202): RequestHandler =>
  (req, res, next) => {
    if (isHoneypotFilled(req.body)) return sendAccepted(res, status);
    next();
  };

/** True when `to` may receive one more courtesy mail this hour (the attempt is counted). */
export async function mayMail(payload: Payload, to: string): Promise<boolean> {
  const verdict = await spendAttempt(payload, RECIPIENT_MAIL_BUDGET, to.toLowerCase());
  if (!verdict.allowed) payload.logger.warn({ to }, 'Courtesy e-mail skipped: this address had enough mail this hour');
  return verdict.allowed;
}

export async function sendEach(payload: Payload, messages: SendEmailOptions[]): Promise<void> {
  for (const message of messages) {
    try {
      await payload.sendEmail(message);
    } catch (err) {
      payload.logger.error({ err, to: message.to, subject: message.subject }, 'E-mail could not be sent');
    }
  }
}

/**
 * Runs `job` after the answer has gone out: the client waits for the stored record, not for a mail
 * server. A failure is logged; the record stays.
 */
export function afterAnswer(payload: Payload, what: string, job: () => Promise<void>): void {
  setImmediate(() => {
    job().catch((err: unknown) => payload.logger.error({ err }, `${what}: the follow-up after answering failed`));
  });
}
