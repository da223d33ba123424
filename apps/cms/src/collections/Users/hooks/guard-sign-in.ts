import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { MESSAGES } from '@manara/contracts';
import { spendAttempt, type Budget } from '../../../lib/attempt-budget';
import {
  AUTH_ATTEMPT_COUNTED,
  authBudget,
  CLIENT_IP_HEADER,
  REMEMBER_SESSION,
  RESET_MAIL_BUDGET,
} from '../../../lib/auth-budget';
import { REMEMBERED_SESSION_S } from '../session-lifetime';

const pbkdf2Async = promisify(pbkdf2);
// The cost Payload gives a stored password (pbkdf2-sha256, 600,000 rounds, 32 bytes).
const HASH_ROUNDS = 600_000;
const HASH_BYTES = 32;
const DUMMY_SALT = randomBytes(32).toString('hex');

/** Spends one attempt of `budget` for `key`, or throws the 429 Payload answers with Retry-After. */
async function spend(req: PayloadRequest, budget: Budget, key: string): Promise<void> {
  const verdict = await spendAttempt(req.payload, budget, key, req);
  if (verdict.allowed) return;
  req.responseHeaders = new Headers({ 'Retry-After': String(verdict.retryAfterS) });
  throw new APIError(MESSAGES.tooManyAttempts, 429, undefined, true);
}

/** The client behind `req`, as the /cms door recorded it; a server-side Local API call has none. */
const clientOf = (req: PayloadRequest) => req.headers.get(CLIENT_IP_HEADER) ?? 'local';

const emailOf = (args: unknown): string => {
  const email = (args as { data?: { email?: unknown } }).data?.email;
  return typeof email === 'string' ? email.toLowerCase().trim() : '';
};

/**
 * An unknown e-mail must cost what a wrong password costs, or the answer's timing tells an attacker
 * which addresses have accounts. Payload returns at once when no user matches, so hash a throwaway.
 */
async function hashWhenUnknown(req: PayloadRequest, address: string): Promise<void> {
  const found = address
    ? await req.payload.db.findOne({ collection: 'users', where: { email: { equals: address } }, select: { id: true } })
    : null;
  if (!found) await pbkdf2Async('not-a-password', DUMMY_SALT, HASH_ROUNDS, HASH_BYTES, 'sha256');
}

/**
 * Runs where Payload decides a sign-in or a reset request, whichever door and however its URL was
 * spelled: counts it against the per-IP budget (and a reset against the address's own), evens out
 * the time of unknown e-mails, and gives a "remember me" sign-in a session as long as its cookie
 * (others end after SESSION_S).
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args;
  if (req.context[AUTH_ATTEMPT_COUNTED] !== true) await spend(req, authBudget(), clientOf(req));
  if (operation === 'forgotPassword') {
    await spend(req, RESET_MAIL_BUDGET, emailOf(args));
    return args;
  }

  await hashWhenUnknown(req, emailOf(args));
  if (req.context[REMEMBER_SESSION] !== true) return args;
  // Payload's login reads the session length from the collection it is handed: hand it a copy.
  const collection = args.collection as { config: { auth: object } };
  const longer = { ...collection.config, auth: { ...collection.config.auth, tokenExpiration: REMEMBERED_SESSION_S } };
  return { ...args, collection: { ...collection, config: longer } } as typeof args;
};
