import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';
import { ADAPTER_READS, ADAPTER_WRITES } from './adapter-methods';
import { metrics } from './metrics';

/** Every adapter method an operation goes through (as lib/database-failures.ts watches them). */
const DATA_METHODS = [...ADAPTER_READS, ...ADAPTER_WRITES, 'upsert'] as const;

type AnyMethod = (this: BaseDatabaseAdapter, ...args: unknown[]) => Promise<unknown>;
type TransactionId = number | string;

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

/**
 * Times each call of any database adapter (SQLite, PostgreSQL, MongoDB) and each transaction from
 * begin to commit or rollback, into the metrics (lib/metrics.ts). A call's time is what Payload's
 * operation waited for, so it includes SQLite's queue for the write lock (lib/sqlite-durability.ts).
 */
export function timeDatabase<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      const methods = instance as unknown as Record<(typeof DATA_METHODS)[number], AnyMethod | undefined>;
      for (const operation of DATA_METHODS) {
        const call = methods[operation];
        if (typeof call !== 'function') continue;
        const histogram = metrics.database.labels({ operation });
        methods[operation] = async function (this: BaseDatabaseAdapter, ...callArgs: unknown[]) {
          const started = process.hrtime.bigint();
          try {
            return await call.apply(this, callArgs);
          } finally {
            histogram.observe(seconds(started));
          }
        };
      }
      timeTransactions(instance);
      return instance;
    },
  };
}

function timeTransactions(adapter: BaseDatabaseAdapter): void {
  const { beginTransaction, commitTransaction, rollbackTransaction } = adapter;
  if (typeof beginTransaction !== 'function') return;
  const open = new Map<TransactionId, bigint>();
  adapter.beginTransaction = async function (this: BaseDatabaseAdapter, ...args) {
    const started = process.hrtime.bigint();
    const id = await beginTransaction.apply(this, args);
    if (id !== null) open.set(id, started);
    return id;
  };
  const ending = (end: typeof commitTransaction, outcome: 'commit' | 'rollback'): typeof commitTransaction =>
    async function (this: BaseDatabaseAdapter, incoming) {
      const id = await incoming;
      try {
        await end.call(this, id);
      } finally {
        const started = open.get(id);
        if (started !== undefined) {
          open.delete(id);
          metrics.transactions.observe({ outcome }, seconds(started));
        }
      }
    };
  adapter.commitTransaction = ending(commitTransaction, 'commit');
  adapter.rollbackTransaction = ending(rollbackTransaction, 'rollback');
}
