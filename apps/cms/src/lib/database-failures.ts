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
