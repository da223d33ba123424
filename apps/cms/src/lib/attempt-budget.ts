import type { Payload, PayloadRequest, Where } from 'payload';

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
 * other: at most `limit` pass in any window, whoever wins the race. A refused attempt is not
 * recorded, so the window empties at its natural pace and Retry-After is honest.
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
  const before = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now), req });
  if (before.totalDocs >= budget.limit) {
    return { allowed: false, retryAfterS: await retryAfter(payload, budget, key, now, req) };
  }
  await payload.db.create({
    collection: COLLECTION,
    data: { bucket: budget.name, key, at: new Date(now).toISOString() },
    returning: false,
    req,
  });
  const after = await payload.db.count({ collection: COLLECTION, where: whereRecent(budget, key, now), req });
  sweep(payload, budget, now);
  if (after.totalDocs > budget.limit) {
    return { allowed: false, retryAfterS: await retryAfter(payload, budget, key, now, req) };
  }
  return { allowed: true };
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
