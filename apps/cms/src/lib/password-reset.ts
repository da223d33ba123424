import type { Payload } from 'payload';
import { resetPasswordMail, type ResetDoor } from '../collections/Users/reset-password-email';
import { spendAttempt, type Verdict } from './attempt-budget';
import { AUTH_ATTEMPT_COUNTED, authBudget, RESET_MAIL_BUDGET } from './auth-budget';

export type { ResetDoor };

/**
 * Counts a reset request before it is answered: against the client's sign-in budget (unless the
 * route's own limiter did) and the address's mail budget. Both apply whether or not the address has
 * an account, so a refusal (429 "Too many attempts") says nothing about it.
 */
export async function admitResetRequest(payload: Payload, email: string, clientIp?: string): Promise<Verdict> {
  if (clientIp !== undefined) {
    const client = await spendAttempt(payload, authBudget(), clientIp);
    if (!client.allowed) return client;
  }
  return spendAttempt(payload, RESET_MAIL_BUDGET, email);
}

/**
 * When an account uses `email`, stores a reset token (Payload's forgot-password operation) and mails
 * the link; otherwise does nothing. Run after the answer has gone out, so a known address and an
 * unknown one are answered in the same time. The mail is sent once the token is stored: Payload
 * would send it inside its transaction, holding the database's one writer while the mail server
 * takes its time.
 */
export async function sendResetLink(payload: Payload, email: string, door: ResetDoor): Promise<void> {
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    context: { [AUTH_ATTEMPT_COUNTED]: true },
  });
  if (!token) return;
  const user = await payload.db.findOne<{ id: number | string; email: string; role?: string }>({
    collection: 'users',
    where: { email: { equals: email } },
    select: { email: true, role: true },
  });
  if (user) await payload.sendEmail(resetPasswordMail(user.email, { token, user, door }));
}
