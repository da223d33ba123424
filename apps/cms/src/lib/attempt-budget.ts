import type { Payload, PayloadRequest, Where } from 'payload';
import { countBudgetRefusal } from './metrics';

/** A named allowance: at most `limit` attempts per key (a client IP) in a sliding window. */
export interface Budget {
  name: string;
  limit: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterS: number };

const COLLECTION = 'rate-limit-hits';
/** Old rows are swept at most this often per process; the window itself ignores them anyway. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

const since = (budget: Budget, now: number) => new Date(now - budget.windowMs).toISOString();

function whereRecent(budget: Budget, key: string, now: number): Where {
  return {
    and: [{ bucket: { equals: budget.name } }, { key: { equals: key } }, { at: { greater_than: since(budget, now) } }],
  };
}

async function retryAfter(
  payload: Payload,
  budget: Budget,
  key: string,
  now: number,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { docs } = await payload.db.find<{ at: string }>({
    req,
    collection: COLLECTION,
    where: whereRecent(budget, key, now),
    sort: 'at',
    limit: 1,
    pagination: false,
  });
  const oldest = docs[0] ? Date.parse(docs[0].at) : now;
  return Math.max(1, Math.ceil((oldest + budget.windowMs - now) / 1000));
}

/**
 * Spends one attempt of `budget` for `key`, in the database every server shares. The attempt is
 * recorded first and counted after, so concurrent attempts (on one server or several) see each
 * other: at most `limit` pass in any window, whoever wins the race (two racing for the last place
 * may both be refused: the safe side for a rate limit). A refused attempt's row is deleted again,
 * so a burst past the limit does not hold the window shut longer than the attempts allowed, and
 * Retry-After is honest. An allowance that must also never refuse while a place is free is spent
 * with `spendTogether`.
 *
 * These calls go to the adapter directly. A sign-in is counted before Payload opens its transaction,
 * so the count stands even when the password is wrong; an operation that is already inside one
 * (forgot-password) passes its `req`, so the count joins that transaction instead of waiting on it.
 */
export async function spendAttempt(
  payload: Payload,
  budget: Budget,
  key: string,
  req?: Partial<PayloadRequest>,
): Promise<Verdict> {
  const now = Date.now();
  const refuse = async (): Promise<Verdict> => {
    countBudgetRefusal(budget.name);
    return { allowed: false, retryAfterS: await retryAfter(payload, budget, key, now, req) };
  };
  const before = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now), req });
  if (before.totalDocs >= budget.limit) return refuse();
  // Read back for its id alone: a refused attempt deletes exactly its own row. Rows of one key and
  // instant are alike, but two refusals deleting "one of them" can pick the same row, and then the
  // other's row stays and shuts the window on attempts that were never allowed.
  const own = await payload.db.create({
    collection: COLLECTION,
    data: { bucket: budget.name, key, at: new Date(now).toISOString() },
    select: { id: true },
    req,
  });
  const after = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now), req });
  sweep(payload, budget, now);
  if (after.totalDocs > budget.limit) {
    await payload.db.deleteMany({ collection: COLLECTION, where: { id: { equals: own.id } }, req });
    return refuse();
  }
  return { allowed: true };
}

/**
 * Spends one attempt of every budget in `spends` (each for its own key), or of none: the first
 * that is used up refuses, and nothing is recorded. It counts, then records, so it is exact only
 * when the caller serialises it against every other spend of the same keys: inside one
 * transaction, with `serializeInTransaction` (lib/transaction-lock.ts) on a key that covers them
 * all. Then no parallel attempt passes the allowance and none is refused while a place is free.
 */
export async function spendTogether(
  payload: Payload,
  spends: readonly { budget: Budget; key: string }[],
  req: Partial<PayloadRequest>,
): Promise<{ allowed: true } | { allowed: false; refusedBy: number; retryAfterS: number }> {
  const now = Date.now();
  for (const [index, { budget, key }] of spends.entries()) {
    const { totalDocs } = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now), req });
    if (totalDocs >= budget.limit) {
      return { allowed: false, refusedBy: index, retryAfterS: await retryAfter(payload, budget, key, now, req) };
    }
  }
  for (const { budget, key } of spends) {
    await payload.db.create({
      collection: COLLECTION,
      data: { bucket: budget.name, key, at: new Date(now).toISOString() },
      returning: false,
      req,
    });
    sweep(payload, budget, now);
  }
  return { allowed: true };
}

/** Forgets every attempt of `key` in `budget` (a successful sign-in clears the failed ones before it). */
export async function clearAttempts(
  payload: Payload,
  budget: Budget,
  key: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.db.deleteMany({
    collection: COLLECTION,
    where: { and: [{ bucket: { equals: budget.name } }, { key: { equals: key } }] },
    req,
  });
}

/** What is left of `budget` for `key` now, and in how many seconds an attempt frees up when none is. */
export async function allowance(
  payload: Payload,
  budget: Budget,
  key: string,
): Promise<{ left: number; retryAfterS: number | null }> {
  const now = Date.now();
  const { totalDocs } = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now) });
  const left = Math.max(0, budget.limit - totalDocs);
  return { left, retryAfterS: left > 0 ? null : await retryAfter(payload, budget, key, now) };
}

/** Deletes rows older than the budget's window, in the background, at most once a minute. */
function sweep(payload: Payload, budget: Budget, now: number): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  void payload.db
    .deleteMany({
      collection: COLLECTION,
      where: { and: [{ bucket: { equals: budget.name } }, { at: { less_than: since(budget, now) } }] },
    })
    .catch((err: unknown) => payload.logger.warn({ err }, 'Old rate-limit rows could not be swept'));
}
