import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { clearAttempts, spendAttempt, type Budget } from '../../../lib/attempt-budget';
import {
  AUTH_ATTEMPT_COUNTED,
  authBudget,
  CLIENT_IP_HEADER,
  REMEMBER_SESSION,
  RESET_MAIL_BUDGET,
  SIGN_IN_ADDRESS_BUDGET,
} from '../../../lib/auth-budget';
import { REMEMBERED_SESSION_S } from '../session-lifetime';
import { ClientError } from '../../../lib/client-error';

const pbkdf2Async = promisify(pbkdf2);
// The cost Payload gives a stored password (pbkdf2-sha256, 600,000 rounds, 32 bytes).
const HASH_ROUNDS = 600_000;
const HASH_BYTES = 32;
const DUMMY_SALT = randomBytes(32).toString('hex');

/** Spends one attempt of `budget` for `key`, or throws the 429 Payload answers with Retry-After. */
async function spend(req: PayloadRequest, budget: Budget, key: string, message: string): Promise<void> {
  const verdict = await spendAttempt(req.payload, budget, key, req);
  if (verdict.allowed) return;
  req.responseHeaders = new Headers({ 'Retry-After': String(verdict.retryAfterS) });
  throw new ClientError(message, 429);
}

/** The client behind `req`, as the /cms door recorded it; a server-side Local API call has none. */
const clientOf = (req: PayloadRequest) => req.headers.get(CLIENT_IP_HEADER) ?? 'local';

const emailOf = (args: unknown): string => {
  const email = (args as { data?: { email?: unknown } }).data?.email;
  return typeof email === 'string' ? email.toLowerCase().trim() : '';
};

/**
 * Payload answers at once, without hashing, when no user has the address or its own lock holds
 * (spread-out failures); a wrong password costs a hash. So both cost a throwaway hash here, or the
 * answer's timing would tell an attacker which addresses have accounts.
 */
async function hashWhenNotChecked(req: PayloadRequest, address: string): Promise<void> {
  const found = address
    ? await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
        collection: 'users',
        where: { email: { equals: address } },
        select: { lockUntil: true },
      })
    : null;
  const locked = Boolean(found?.lockUntil && Date.parse(found.lockUntil) > Date.now());
  if (!found || locked) await pbkdf2Async('not-a-password', DUMMY_SALT, HASH_ROUNDS, HASH_BYTES, 'sha256');
}

/**
 * Runs where Payload decides a sign-in or a reset request, whichever door and however its URL was
 * spelled: counts it against the client's budget (unless the caller did), a sign-in against its
 * address's (the lock every address shares, known or not), a reset request against the address's
 * mail budget; evens out the time of answers that skip the password check; and gives a "remember
 * me" sign-in a session as long as its cookie (others end after SESSION_S). A reset itself is
 * counted where it enters (the /api route, the /cms door): its hooks run inside a transaction that
 * a wrong token rolls back, count included.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args;
  const counted = req.context[AUTH_ATTEMPT_COUNTED] === true;
  if (!counted) await spend(req, authBudget(), clientOf(req), MESSAGES.tooManyAttempts);
  if (operation === 'forgotPassword') {
    if (!counted) await spend(req, RESET_MAIL_BUDGET, emailOf(args), MESSAGES.tooManyAttempts);
    return args;
  }

  await spend(req, SIGN_IN_ADDRESS_BUDGET, emailOf(args), MESSAGES.accountLocked);
  await hashWhenNotChecked(req, emailOf(args));
  if (req.context[REMEMBER_SESSION] !== true) return args;
  // Payload's login reads the session length from the collection it is handed: hand it a copy.
  const collection = args.collection as { config: { auth: object } };
  const longer = { ...collection.config, auth: { ...collection.config.auth, tokenExpiration: REMEMBERED_SESSION_S } };
  return { ...args, collection: { ...collection, config: longer } } as typeof args;
};

/** A successful sign-in clears its address's failed attempts, as Payload's own count resets. */
export const clearSignInAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = typeof user.email === 'string' ? user.email.toLowerCase() : '';
  if (address) await clearAttempts(req.payload, SIGN_IN_ADDRESS_BUDGET, address, req);
};
