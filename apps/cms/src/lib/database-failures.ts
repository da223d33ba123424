import { AsyncLocalStorage } from 'node:async_hooks';
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';
import { ADAPTER_READS, ADAPTER_WRITES } from './adapter-methods';

/** Every adapter method an operation goes through, `upsert` included (its failure is worth seeing). */
const DATA_METHODS = [...ADAPTER_READS, ...ADAPTER_WRITES, 'upsert'] as const;

type AnyMethod = (this: BaseDatabaseAdapter, ...args: unknown[]) => Promise<unknown>;
interface Watch {
  failure?: unknown;
}

const SCOPE = Symbol.for('manara.database-watch');
// On globalThis: Next's bundle may load a second copy of this module beside the server's.
const registry = globalThis as { [SCOPE]?: AsyncLocalStorage<Watch> };
const scope = (registry[SCOPE] ??= new AsyncLocalStorage<Watch>());

/**
 * Runs `work` and reports the last error the database raised during it, even one that `work`
 * swallowed. Payload's JWT strategy reads the signed-in user inside its own try/catch and answers
 * "nobody" when that read fails; watching keeps the failure visible, so a busy database is not
 * mistaken for a missing session.
 */
export async function watchDatabase<T>(work: () => Promise<T>): Promise<{ value: T; failure: unknown }> {
  const watch: Watch = {};
  const value = await scope.run(watch, work);
  return { value, failure: watch.failure };
}

/** Tells the surrounding `watchDatabase`, if any, about each failed adapter call. */
export function witnessFailures<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      const methods = instance as unknown as Record<(typeof DATA_METHODS)[number], AnyMethod | undefined>;
      for (const name of DATA_METHODS) {
        const call = methods[name];
        if (typeof call !== 'function') continue;
        methods[name] = async function (this: BaseDatabaseAdapter, ...callArgs: unknown[]) {
          try {
            return await call.apply(this, callArgs);
          } catch (err) {
            const watch = scope.getStore();
            if (watch) watch.failure = err;
            throw err;
          }
        };
      }
      return instance;
    },
  };
}

/**
 * Errors that say a PostgreSQL server is gone or refusing connections (SQLSTATE class 08, an
 * administrator's shutdown 57P01-57P03, too many connections 53300, a socket error, node-postgres's
 * own sentences), as opposed to a query that is wrong.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err as Failure | undefined, depth = 0; e && depth < 4; depth += 1) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^(08|57P0[1-3]|53300$|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)/.test(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_SENTENCES.test(e.message)) return true;
    e = e.cause as Failure | undefined;
  }
  return false;
}

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

const CONNECTION_SENTENCES =
  /Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection/;
