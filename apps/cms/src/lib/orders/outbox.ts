import { randomUUID } from 'node:crypto';
import type { ServiceRequestStatus } from '@manara/contracts';
import type { Payload, PayloadRequest, Where } from 'payload';
import type { MailOutbox } from '../../payload-types';
import { env } from '../env';
import { orderMail, type OrderMailBatch } from './order-mail';

/**
 * The orders' e-mail outbox (docs/decisions on the notification outbox). Each event that owes a mail
 * is a row of `mail-outbox`, written in the transaction of the change it tells of; a timer on every
 * server drains the table:
 *
 * - rows of one batch (one recipient, one order) leave together, as one mail, once MAIL_BATCH_SECONDS
 *   have passed without a new one (a burst of changes is one mail), or ten times that after the
 *   first, so a steady trickle still goes out;
 * - a drain claims each row with one conditional update (sent or claimed rows do not match), so of
 *   several servers draining at once each row is taken by one; the claim is a lease, and rows whose
 *   server died before sending are taken again when it expires, so a restart loses nothing (a crash
 *   between sending and recording it may send a mail twice: never none);
 * - a failed send is retried later (1, 2, 4, 8 minutes), and given up after MAX_ATTEMPTS.
 */

type Id = number | string;
type OutboxRow = MailOutbox;

export type OrderMailEvent =
  | { type: 'created'; details: string; byName: string; at: string }
  | { type: 'status'; status: ServiceRequestStatus; byName: string; at: string }
  | { type: 'due_date'; dueDate: string | null; byName: string; at: string }
  | { type: 'message'; body: string; byName: string; at: string }
  | { type: 'file'; filename: string; size: number; byName: string; at: string };

export interface OutboxEntry {
  audience: 'member' | 'team';
  /** The order's member: the member mail's recipient, the team mail's Reply-To. */
  user: Id | null;
  request: Id;
  event: OrderMailEvent;
}

const COLLECTION = 'mail-outbox';
/** How long a drain may hold the rows it claimed before another may take them again. */
const LEASE_MS = 5 * 60_000;
/** A batch is sent at the latest this many quiet periods after its first row. */
const MAX_WAIT_FACTOR = 10;
const MAX_ATTEMPTS = 5;
/** At most this many waiting rows are read per drain; the rest wait for the next one. */
const PENDING_LIMIT = 500;

export const mailBatchMs = (): number => env().MAIL_BATCH_SECONDS * 1000;

/** Which rows go out together: one recipient's mails about one order. */
export const batchOf = ({ audience, user, request }: Omit<OutboxEntry, 'event'>): string =>
  audience === 'member' ? `member:${user}:${request}` : `team:${request}`;

/** Adds an event to the outbox, in the transaction of the change it tells of. */
export async function enqueueMail(req: PayloadRequest, entry: OutboxEntry): Promise<void> {
  await req.payload.create({
    collection: COLLECTION,
    data: { ...entry, batch: batchOf(entry), attempts: 0 } as never,
    depth: 0,
    // The system's own table: nobody reaches it over HTTP.
    overrideAccess: true,
    req,
  });
}

const iso = (ms: number) => new Date(ms).toISOString();
const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/** Unsent rows nobody holds (or whose holder's lease, or retry wait, is over), read and written by any server. */
const free = (now: number): Where => ({
  and: [
    { sentAt: { exists: false } },
    { failedAt: { exists: false } },
    { or: [{ claimedUntil: { exists: false } }, { claimedUntil: { less_than_equal: iso(now) } }] },
  ],
});

/**
 * Takes one row for this drain: a single UPDATE … WHERE id = ? AND (still free) on SQL databases (and
 * findOneAndUpdate on MongoDB), so two drains racing for it cannot both win. Null when another has it.
 */
async function claim(payload: Payload, row: OutboxRow, token: string, now: number): Promise<OutboxRow | null> {
  const claimed = await payload.db.updateOne({
    collection: COLLECTION,
    where: { and: [{ id: { equals: row.id } }, free(now)] },
    data: { claimToken: token, claimedUntil: iso(now + LEASE_MS) },
  });
  const mine = claimed as unknown as OutboxRow | null;
  return mine?.claimToken === token ? mine : null;
}

/** Records what became of rows this drain holds (and only those: the token must still be ours). */
async function settle(payload: Payload, rows: OutboxRow[], token: string, data: Partial<OutboxRow>): Promise<void> {
  for (const row of rows) {
    await payload.db.updateOne({
      collection: COLLECTION,
      where: { and: [{ id: { equals: row.id } }, { claimToken: { equals: token } }] },
      data,
    });
  }
}

/** Whether a batch's burst is over: quiet for a full period, or waiting long enough already. */
function isDue(rows: OutboxRow[], now: number, quietMs: number): boolean {
  const created = rows.map((row) => time(row.createdAt));
  return Math.max(...created) + quietMs <= now || Math.min(...created) + quietMs * MAX_WAIT_FACTOR <= now;
}

async function sendBatch(payload: Payload, rows: OutboxRow[], now: number): Promise<boolean> {
  const token = randomUUID();
  const claimed: OutboxRow[] = [];
  // Every drain claims a batch's rows in the same order (oldest first), and one that loses a row
  // stops there: the drain that won the first row gets the rest, so a burst is never split in two.
  for (const row of rows) {
    const mine = await claim(payload, row, token, now);
    if (!mine) break;
    claimed.push(mine);
  }
  if (claimed.length === 0) return false;
  const [first] = claimed as [OutboxRow, ...OutboxRow[]];
  const batch: OrderMailBatch = {
    audience: first.audience,
    user: first.user === null || first.user === undefined ? null : idOf(first.user),
    request: idOf(first.request),
    events: claimed.map((row) => row.event as OrderMailEvent),
  };
  try {
    const message = await orderMail(payload, batch);
    if (message) await payload.sendEmail(message);
    await settle(payload, claimed, token, { sentAt: iso(Date.now()), claimedUntil: null, lastError: null });
    return message !== null;
  } catch (err) {
    const attempts = (first.attempts ?? 0) + 1;
    const lastError = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500);
    payload.logger.error({ err, batch: first.batch, attempts }, 'An order e-mail could not be sent');
    const retry =
      attempts >= MAX_ATTEMPTS
        ? { failedAt: iso(now), claimedUntil: null }
        : { claimedUntil: iso(now + 60_000 * 2 ** (attempts - 1)) };
    await settle(payload, claimed, token, { attempts, lastError, ...retry });
    return false;
  }
}

const idOf = (value: unknown): Id => (value && typeof value === 'object' ? (value as { id: Id }).id : (value as Id));

/**
 * Sends every batch whose burst is over, one mail each; answers how many mails went out. `now` and
 * `quietMs` are the clock and MAIL_BATCH_SECONDS, given by tests.
 */
export async function drainOutbox(
  payload: Payload,
  { now = Date.now(), quietMs = mailBatchMs() }: { now?: number; quietMs?: number } = {},
): Promise<number> {
  const { docs } = await payload.db.find<OutboxRow>({
    collection: COLLECTION,
    where: { and: [{ sentAt: { exists: false } }, { failedAt: { exists: false } }] },
    sort: ['createdAt', 'id'],
    limit: PENDING_LIMIT,
    pagination: false,
  });
  const batches = new Map<string, OutboxRow[]>();
  for (const row of docs) batches.set(row.batch, [...(batches.get(row.batch) ?? []), row]);
  let sent = 0;
  for (const rows of batches.values()) {
    // Held by another drain, or waiting to be retried: its rows are not free yet.
    if (rows.some((row) => time(row.claimedUntil) > now)) continue;
    if (!isDue(rows, now, quietMs)) continue;
    if (await sendBatch(payload, rows, now)) sent += 1;
  }
  return sent;
}

/**
 * Drains the outbox on this server every half quiet period (between 0.5 and 15 seconds), one drain
 * at a time, until stopped. Several servers may run it: the claims keep them from sending a row twice.
 */
export function startOutboxDrain(payload: Payload): { stop: () => Promise<void> } {
  const every = Math.min(15_000, Math.max(500, mailBatchMs() / 2));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = drainOutbox(payload)
      .catch((err: unknown) => payload.logger.error({ err }, 'The order e-mail outbox could not be drained'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, every).unref();
      });
  };
  timer = setTimeout(tick, every).unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
