import type { IntMode, TransactionMode } from '@libsql/client';
import { Sqlite3Transaction } from '@libsql/client/sqlite3';
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import Database from 'libsql';
import type { DatabaseAdapterObj } from 'payload';
import { ADAPTER_WRITES } from './adapter-methods';
import { WriteLock } from './write-lock';

/** How long a write waits for another process's writer (SQLite's busy timeout) before a 503. */
export const BUSY_TIMEOUT_MS = 5_000;

/**
 * How long a write waits for the writers queued before it in this process. Longer than the busy
 * timeout: waiting here costs nothing, and Payload hashes passwords (0.5-1 s of CPU) inside the
 * transactions of sign-ins and user saves, so a handful of them can queue past 5 s on a busy machine.
 */
const QUEUE_TIMEOUT_MS = 15_000;

/**
 * Set on every connection: both settings are per connection. FULL makes each commit reach the disk
 * before the request is answered (docs/decisions/006-durability.md).
 */
const CONNECTION_PRAGMAS = [`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`, 'PRAGMA synchronous = FULL'];

/**
 * The writes that take the lock. `upsert` is not among them because it calls `updateOne`, which
 * takes the lock itself; `deleteWhere` runs on a connection the caller already chose.
 */
const WRITES = ADAPTER_WRITES;

type Client = SQLiteAdapter['client'];
type TransactionId = number | string;
type AnyMethod = (this: SQLiteAdapter, ...args: unknown[]) => Promise<unknown>;

/** An error the API answers with 503 (api/errors.ts `isDatabaseUnavailable`). */
function busyError(message: string, cause?: unknown): Error {
  return Object.assign(new Error(`SQLITE_BUSY: ${message}`, { cause }), { code: 'SQLITE_BUSY' });
}

const LOCKS = Symbol.for('manara.sqlite-write-locks');

/**
 * One lock per database file for the whole process: Next's bundle may load its own copy of this
 * module, and its writers must queue behind the server's.
 */
function lockFor(file: string): WriteLock {
  const registry = globalThis as { [LOCKS]?: Map<string, WriteLock> };
  const locks = (registry[LOCKS] ??= new Map());
  let lock = locks.get(file);
  if (!lock) {
    lock = new WriteLock(() => busyError(`no write lock on ${file} within ${QUEUE_TIMEOUT_MS} ms`));
    locks.set(file, lock);
  }
  return lock;
}

/** What libsql's client sends to begin each kind of transaction. */
const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
};

/**
 * Transactions on one connection of their own, open as long as the client. libsql's own
 * `transaction()` hands the client's connection to the transaction, opens a new one for the client,
 * and never closes the one it handed over: every write left a native connection (its parsed schema
 * and page cache) for the garbage collector, which cannot see native memory, so a few thousand
 * writes held 200 MB (docs/decisions/043-one-connection-for-sqlite-transactions.md). Transactions
 * already hold this process's write lock from begin to end (serializeWrites below), so one
 * connection serves them all, and the client keeps its own connection and its settings. Should one
 * begin while the connection is busy anyway, it falls back to libsql's way, on a connection
 * configured like the rest.
 */
function transactionsOnOneConnection(client: Client, file: string, intMode: IntMode): Client {
  const writer = new Database(file);
  for (const pragma of CONNECTION_PRAGMAS) writer.exec(pragma);
  const begin = client.transaction.bind(client);
  client.transaction = async (mode: TransactionMode = 'write') => {
    if (writer.inTransaction) {
      const transaction = await begin(mode);
      for (const pragma of CONNECTION_PRAGMAS) await client.execute(pragma);
      return transaction;
    }
    writer.exec(BEGIN[mode]);
    return new Sqlite3Transaction(writer, intMode);
  };
  const close = client.close.bind(client);
  client.close = () => {
    writer.close();
    close();
  };
  return client;
}

/** Wraps the client the moment Payload's `connect` creates it, before schema push or migrations run. */
function adoptClient(adapter: SQLiteAdapter, file: string): void {
  let client: Client | undefined = adapter.client;
  const intMode = adapter.clientConfig.intMode ?? 'number';
  Object.defineProperty(adapter, 'client', {
    configurable: true,
    enumerable: true,
    get: () => client,
    set: (next: Client | undefined) => {
      client = next && transactionsOnOneConnection(next, file, intMode);
    },
  });
}

/** Keeps SQLite's error code that Payload's `beginTransaction` folds into a plain message. */
function withSqliteCode(err: unknown): unknown {
  const message = err instanceof Error ? err.message : String(err);
  return /SQLITE_BUSY|SQLITE_LOCKED|database is locked/.test(message) ? busyError(message, err) : err;
}

/**
 * One writer at a time inside this process. SQLite allows one writer per file, and the libsql
 * driver is synchronous: a second connection waiting on its busy timeout would block the event
 * loop, so the transaction it waits for could never commit. Transactions hold the lock from begin
 * to commit or rollback; a write outside any transaction holds it for that one call. The busy
 * timeout then only covers other processes (a second server, a script, a backup).
 */
function serializeWrites(adapter: SQLiteAdapter, lock: WriteLock): void {
  const open = new Set<TransactionId>();
  const { beginTransaction, commitTransaction, rollbackTransaction } = adapter;

  adapter.beginTransaction = async function (options) {
    await lock.acquire(QUEUE_TIMEOUT_MS);
    try {
      const id = await beginTransaction.call(this, options);
      if (id === null) lock.release();
      else open.add(id);
      return id;
    } catch (err) {
      lock.release();
      throw withSqliteCode(err);
    }
  };

  const ending = (end: typeof commitTransaction): typeof commitTransaction =>
    async function (this: SQLiteAdapter, incoming) {
      const id = await incoming;
      try {
        await end.call(this, id);
      } finally {
        if (open.delete(id)) lock.release();
      }
    };
  adapter.commitTransaction = ending(commitTransaction);
  adapter.rollbackTransaction = ending(rollbackTransaction);

  const methods = adapter as unknown as Record<(typeof WRITES)[number], AnyMethod>;
  for (const name of WRITES) {
    const write = methods[name];
    methods[name] = async function (this: SQLiteAdapter, ...args: unknown[]) {
      const transactionId = await (args[0] as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID;
      if (open.has(transactionId as TransactionId)) return write.apply(this, args);
      await lock.acquire(QUEUE_TIMEOUT_MS);
      try {
        return await write.apply(this, args);
      } finally {
        lock.release();
      }
    };
  }
}

/**
 * The SQLite adapter made safe for concurrent requests: WAL and a busy timeout on every connection,
 * real transactions, and writers queued in-process instead of blocking the event loop.
 */
export function durableSqlite(adapter: DatabaseAdapterObj<SQLiteAdapter>, file: string): DatabaseAdapterObj {
  const lock = lockFor(file);
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      adoptClient(instance, file);
      serializeWrites(instance, lock);
      return instance;
    },
  };
}
