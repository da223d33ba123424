import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload';

type TransactionId = number | string;

const REGISTRY = Symbol.for('manara.after-commit');
// On globalThis: Next's bundle may load a second copy of this module beside the server's.
const registry = globalThis as { [REGISTRY]?: Map<TransactionId, (() => void)[]> };
/** Work waiting for each open transaction to commit. */
const waiting = (registry[REGISTRY] ??= new Map());

/**
 * Runs `work` once the transaction of `req` has committed, or at once when there is none (a write
 * outside any transaction, an adapter without them). Nothing runs for a transaction rolled back.
 * Hooks run inside the write's transaction, where other connections cannot see the change yet:
 * what tells other readers about it (the public cache, other servers) must wait for the commit.
 */
export async function afterCommit(req: Partial<Pick<PayloadRequest, 'transactionID'>> | undefined, work: () => void) {
  const id = await req?.transactionID;
  const queue = id === undefined || id === null ? undefined : waiting.get(id);
  if (queue) queue.push(work);
  else work();
}

/** The adapter with its transactions tracked, so that `afterCommit` can wait for them. */
export function trackCommits<T extends BaseDatabaseAdapter>(adapter: DatabaseAdapterObj<T>): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      const { beginTransaction, commitTransaction, rollbackTransaction } = instance;
      if (!beginTransaction) return instance;
      instance.beginTransaction = async function (this: T, options) {
        const id = await beginTransaction.call(this, options);
        if (id !== null) waiting.set(id, []);
        return id;
      };
      instance.commitTransaction = async function (this: T, incoming) {
        const id = await incoming;
        try {
          await commitTransaction.call(this, id);
        } catch (err) {
          waiting.delete(id);
          throw err;
        }
        const queue = waiting.get(id) ?? [];
        waiting.delete(id);
        for (const work of queue) work();
      };
      instance.rollbackTransaction = async function (this: T, incoming) {
        const id = await incoming;
        waiting.delete(id);
        await rollbackTransaction.call(this, id);
      };
      return instance;
    },
  };
}
