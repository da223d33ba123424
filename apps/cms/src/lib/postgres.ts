import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres';
import type { EventEmitter } from 'node:events';
import type { DatabaseAdapterObj } from 'payload';
import pg from 'pg';
import path from 'node:path';
import { migrations } from '../migrations-postgres';
import { isConnectionFailure } from './database-failures';
import { CMS_SRC, env } from './env';
import { routeReads } from './read-replicas';
import { parentFirstValueIndexes } from './schema-indexes';

/** Where `npm run migrate:create` writes PostgreSQL's migrations (SQLite's are in `migrations`). */
export const POSTGRES_MIGRATIONS_DIR = path.join(CMS_SRC, 'migrations-postgres');

/** How long a request waits for a pooled connection before the API answers 503 (as SQLite's busy timeout). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * node-postgres's pool with two changes. It logs the errors of its connections, idle or checked out
 * (one held by a transaction between two queries, say): a pool or a connection without an `error`
 * listener rethrows them, so a database or replica going away would stop the server. And it can be
 * closed while connections are checked out: the adapter's connect() checks one out and never gives
 * it back, so `end()` alone would wait for ever.
 */
export class ServerPool extends pg.Pool {
  readonly #out = new Set<pg.PoolClient>();

  constructor(options?: pg.PoolConfig, log: (err: unknown) => void = (err) => console.warn(err)) {
    super(options);
    this.on('error', log);
    this.on('connect', (client) => client.on('error', log));
    this.on('acquire', (client) => this.#out.add(client));
    // Emitted by pg-pool, missing from its types.
    (this as EventEmitter).on('release', (_err: unknown, client: pg.PoolClient) => this.#out.delete(client));
  }

  async close(): Promise<void> {
    for (const client of this.#out) client.release(true);
    await this.end();
  }
}

/** 08006 (connection_failure) on an error that says the server is gone: api/errors.ts answers 503. */
function withConnectionCode(err: unknown): unknown {
  if (!isConnectionFailure(err) || !(err instanceof Error)) return err;
  return Object.assign(err, { code: (err as { code?: unknown }).code ?? '08006' });
}

function pgWithServerPools(log: (err: unknown) => void): typeof pg {
  class Pool extends ServerPool {
    constructor(options?: pg.PoolConfig) {
      super(options, log);
    }
  }
  return { ...pg, Pool } as typeof pg;
}

type Drizzle = NonNullable<PostgresAdapter['drizzle']>;

/** How each transaction drizzle ran ended, by its handle: the commit's own success or failure. */
const outcomes = new WeakMap<object, Promise<unknown>>();

/** Records how each transaction ends (see failedCommitsFail). */
function recordOutcomes(db: Drizzle): void {
  const transaction = db.transaction.bind(db) as (
    work: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (db as unknown as { transaction: typeof transaction }).transaction = (work, config) => {
    const ended: Promise<unknown> = transaction(async (tx) => {
      outcomes.set(tx, ended);
      return work(tx);
    }, config);
    return ended;
  };
}

/**
 * Transactions that report their failures. Payload's begin folds the driver's error into a plain
 * sentence: a lost server keeps its 503 code. And Payload's commit swallows a failed COMMIT (its
 * transaction promise ends in a catch that does nothing): a write whose COMMIT never reached a
 * server that had just died was answered 201 and was not there after the restart
 * (durability.postgres.test.ts). The commit now throws, and the API answers 503.
 */
function keepFailures(adapter: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      const connect = instance.connect;
      instance.connect = async function (this: PostgresAdapter, options) {
        await connect?.call(this, options);
        recordOutcomes((this.primaryDrizzle ?? this.drizzle) as Drizzle);
      };
      const commit = instance.commitTransaction;
      instance.commitTransaction = async function (this: PostgresAdapter, incoming) {
        const id = await incoming;
        const tx = this.sessions[id]?.db;
        await commit.call(this, id);
        const ended = tx && outcomes.get(tx);
        if (ended) await ended.catch((err: unknown) => Promise.reject(withConnectionCode(err)));
      };
      const begin = instance.beginTransaction;
      instance.beginTransaction = async function (this: PostgresAdapter, options) {
        try {
          return await begin.call(this, options);
        } catch (err) {
          throw withConnectionCode(err);
        }
      };
      // Payload's destroy leaves the pool open; a test or a script that ends must close it.
      const destroy = instance.destroy;
      instance.destroy = async function (this: PostgresAdapter) {
        const pool = this.pool as unknown as ServerPool | undefined;
        await destroy?.call(this);
        this.pool = undefined as unknown as PostgresAdapter['pool'];
        await pool?.close().catch(() => undefined);
      };
      return instance;
    },
  };
}

/**
 * The PostgreSQL adapter for `postgres://` and `postgresql://` (docs/decisions/021-postgresql-and-several-servers.md):
 * transactions on (READ COMMITTED), committed migrations at a production start as on SQLite,
 * and reads on DATABASE_READ_REPLICAS when set (lib/read-replicas.ts, which makes the replicas'
 * pools itself: the adapter's `readReplicas` would stop the server when a replica is down at start).
 */
export function postgresDatabase(url: string): DatabaseAdapterObj {
  const replicas = env().DATABASE_READ_REPLICAS;
  let logger: { warn: (obj: unknown, msg: string) => void } | undefined;
  const adapter = keepFailures(
    postgresAdapter({
      pool: { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, max: env().DATABASE_POOL_MAX },
      pg: pgWithServerPools((err) => (logger ?? console).warn({ err }, 'A database connection was lost')),
      // Production runs the committed migrations at start; development and tests push the schema.
      prodMigrations: migrations,
      migrationDir: POSTGRES_MIGRATIONS_DIR,
      beforeSchemaInit: [parentFirstValueIndexes],
    }),
  );
  const withLogger: DatabaseAdapterObj<PostgresAdapter> = {
    ...adapter,
    init: (args) => {
      logger = args.payload.logger;
      return adapter.init(args);
    },
  };
  return replicas.length > 0 ? routeReads(withLogger, replicas) : withLogger;
}
