import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What the server counts and times, for Prometheus (docs/decisions/028): served at
 * /metrics in the text format, never to the public (server/metrics-endpoint.ts). Each metric is
 * written where the thing happens, through the small functions below, so no module but this one
 * knows a metric's name or labels.
 *
 * Label values come from short fixed lists (route patterns, never URLs; collection tags; budget
 * names), so the number of series stays bounded whatever clients send.
 */

/** Seconds: a cached answer takes well under a millisecond, a sign-in (pbkdf2) about one second. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

function create() {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, CPU, handles and garbage collection: prom-client's standard names.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'manara_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status (its _count is the number of requests)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    publicCache: new Counter({
      name: 'manara_public_cache_requests_total',
      help: 'Reads of the in-process cache of public API answers, by collection tag, hit or miss',
      labelNames: ['tag', 'result'] as const,
      registers,
    }),
    keptPages: new Counter({
      name: 'manara_kept_page_requests_total',
      help: 'Server-rendered pages sent from the kept copy (hit) or rendered again (miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    database: new Histogram({
      name: 'manara_db_operation_duration_seconds',
      help: "Time of each database adapter call (Payload's find, create, updateOne, …), by operation",
      labelNames: ['operation'] as const,
      buckets: DATABASE_BUCKETS,
      registers,
    }),
    transactions: new Histogram({
      name: 'manara_db_transaction_duration_seconds',
      help: 'Time from the start of a database transaction to its commit or rollback',
      labelNames: ['outcome'] as const,
      buckets: DATABASE_BUCKETS,
      registers,
    }),
    refusals: new Counter({
      name: 'manara_budget_refusals_total',
      help: 'Attempts refused because a client used up a budget (auth: sign-in, sign-up and resets; leads: forms)',
      labelNames: ['budget'] as const,
      registers,
    }),
    mails: new Counter({
      name: 'manara_mails_total',
      help: 'E-mails handed to the mail server (sent), refused by it or unreachable (failed), or only logged (no SMTP_URL)',
      labelNames: ['result'] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof create>;

const KEY = Symbol.for('manara.metrics');
// On globalThis: Next's bundle of the admin may load its own copy of this module (through Payload's
// hooks and the public cache), and its counts belong in the same registry.
const registry = globalThis as { [KEY]?: Metrics };
export const metrics: Metrics = (registry[KEY] ??= create());

/** The text Prometheus scrapes, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

export function countPublicCacheRead(tag: string, hit: boolean): void {
  metrics.publicCache.inc({ tag, result: hit ? 'hit' : 'miss' });
}

export function countKeptPage(hit: boolean): void {
  metrics.keptPages.inc({ result: hit ? 'hit' : 'miss' });
}

export function countBudgetRefusal(budget: string): void {
  metrics.refusals.inc({ budget });
}

export function countMail(result: 'sent' | 'failed' | 'logged'): void {
  metrics.mails.inc({ result });
}
