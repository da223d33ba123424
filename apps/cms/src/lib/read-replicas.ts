import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { RequestHandler, Response } from 'express';
import type { DatabaseAdapterObj } from 'payload';
import { drizzle } from 'drizzle-orm/node-postgres';
import { ADAPTER_READS, ADAPTER_WRITES } from './adapter-methods';
import { isConnectionFailure } from './database-failures';
import { databaseUrl, env, isPostgresUrl, secureCookies } from './env';
import type { ServerPool } from './postgres';

/*
 * Reads on PostgreSQL read replicas, with read-your-writes (docs/decisions/021-postgresql-and-several-servers.md).
 *
 * A read goes to a replica only inside a request (the seed, migrations and scripts read the
 * primary), and only while nobody made it stale for that request:
 * - the request itself wrote (its later reads would otherwise miss its own write);
 * - the person wrote in the last READ_AFTER_WRITE_MS, through any server: a write sets the short
 *   cookie `manara-wrote`, and requests carrying it read the primary, past the public caches too;
 * - it fills a public answer whose content changed in the last READ_AFTER_WRITE_MS, through any
 *   server (lib/public-cache.ts calls readAfterChange): a replica may not have the change yet, and
 *   the stale rows would be kept until the cache's TTL.
 * A replica that does not answer is left out until it answers a probe again; with none left the
 * primary takes the reads.
 */

/** The cookie that routes a person's reads to the primary for a moment after they wrote. */
export const WROTE_COOKIE = 'manara-wrote';

/** How often a replica is asked `SELECT 1`; a failed read also marks it down at once. */
const PROBE_EVERY_MS = 1_000;

interface ReadScope {
  /** This request reads the primary: its person wrote recently, or it wrote itself. */
  primary: boolean;
  /** Where the Set-Cookie for a write goes, while it can still be sent. */
  res?: Response;
  /** The replica the last read of this request was sent to. */
  replica?: number;
}

const SCOPE = Symbol.for('manara.read-scope');
// On globalThis: Next's bundle may load a second copy of this module beside the server's.
const registry = globalThis as { [SCOPE]?: AsyncLocalStorage<ReadScope> };
const scope = (registry[SCOPE] ??= new AsyncLocalStorage<ReadScope>());

/** Whether this deployment reads from replicas at all. */
export function readsFromReplicas(): boolean {
  return isPostgresUrl(databaseUrl()) && env().DATABASE_READ_REPLICAS.length > 0;
}

/** Runs `read` on the primary when what it reads changed less than READ_AFTER_WRITE_MS ago (`changedAt`). */
export function readAfterChange<T>(changedAt: number | undefined, read: () => Promise<T>): Promise<T> {
  if (changedAt === undefined || Date.now() - changedAt >= env().READ_AFTER_WRITE_MS || !readsFromReplicas()) {
    return read();
  }
  return scope.run({ primary: true }, read);
}

/**
 * True while the current request must see the latest writes: its person wrote a moment ago (here
 * or on another server). Such a request is answered past the public caches as well.
 */
export function readsOwnWrites(): boolean {
  return scope.getStore()?.primary === true;
}

const WROTE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);

/** Whether a request with this Cookie header must read the primary: its person wrote a moment ago. */
export function wroteRecently(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && WROTE.test(cookieHeader) && readsFromReplicas();
}

/**
 * Express middleware that opens each request's read scope, or none without replicas (every read is
 * the primary's anyway). Whether there are replicas is read when the app is made, as the database
 * adapter reads it, rather than from the environment on every request.
 */
export function readScope(): RequestHandler {
  if (!readsFromReplicas()) return (_req, _res, next) => next();
  return (req, res, next) => scope.run({ primary: wroteRecently(req.get('cookie')), res }, next);
}

/** Called for every write: the rest of the request, and the person's next requests, read the primary. */
function noteWrite(): void {
  const store = scope.getStore();
  if (!store) return;
  store.primary = true;
  const res = store.res;
  store.res = undefined;
  if (!res || res.headersSent) return;
  res.cookie(WROTE_COOKIE, '1', {
    maxAge: env().READ_AFTER_WRITE_MS,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
  });
}

type Drizzle = PostgresAdapter['drizzle'];
type AnyMethod = (this: PostgresAdapter, ...args: unknown[]) => Promise<unknown>;

/**
 * The PostgreSQL adapter made to read as described at the top, from a pool per replica URL. The
 * adapter's own `readReplicas` is not used: it starts the replicas' pools without handling a
 * refused connection (a replica down at start would stop the server), picks one at random whether
 * it answers or not, and keeps every read of the process on the primary for a while after any
 * write, which under steady writes by some members keeps every other reader off the replicas.
 */
export function routeReads(
  adapter: DatabaseAdapterObj<PostgresAdapter>,
  replicaUrls: readonly string[],
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      // Off: the adapter's own rule (every read of the process on the primary for 2 s after any write).
      instance.readReplicasAfterWriteInterval = 0;
      const down = new Set<number>();
      let primary: Drizzle | undefined;
      let replicas: { db: Drizzle; pool: ServerPool }[] = [];
      let probes: NodeJS.Timeout | undefined;

      const markDown = (index: number, err: unknown) => {
        if (down.has(index)) return;
        down.add(index);
        instance.payload.logger.warn(
          { err },
          `Read replica ${index + 1} does not answer: its reads go to the others or the primary`,
        );
      };
      const probe = () =>
        Promise.all(
          replicas.map(async ({ pool }, index) => {
            try {
              await pool.query('SELECT 1');
              if (down.delete(index)) instance.payload.logger.info(`Read replica ${index + 1} answers again`);
            } catch (err) {
              markDown(index, err);
            }
          }),
        );
      /** A replica that answers, at random, or the primary when none does. */
      const pick = (): Drizzle => {
        const up = replicas.map((_, i) => i).filter((i) => !down.has(i));
        if (up.length === 0) return primary!;
        const index = up[Math.floor(Math.random() * up.length)]!;
        const store = scope.getStore();
        if (store) store.replica = index;
        return replicas[index]!.db;
      };
      let readable: Drizzle | undefined;

      // connect() sets `drizzle` to the primary (and destroy() to undefined). Reads inside a request
      // that may use a replica get a wrapper that sends selects to one; everything else the primary.
      Object.defineProperty(instance, 'drizzle', {
        configurable: true,
        enumerable: true,
        get: () => {
          const store = scope.getStore();
          if (!store || store.primary) return primary;
          return readable;
        },
        set: (db: Drizzle | undefined) => {
          primary = db;
          // Writes that start from `drizzle` are sent to this one (drizzle's getPrimaryDb).
          instance.primaryDrizzle = db;
          if (!db) return;
          if (replicas.length === 0) {
            replicas = replicaUrls.map((connectionString) => {
              const pool = new instance.pg.Pool({ ...instance.poolOptions, connectionString }) as unknown as ServerPool;
              return {
                pool,
                db: drizzle({ client: pool, logger: instance.logger || false, schema: instance.schema }) as Drizzle,
              };
            });
            probes = setInterval(() => void probe(), PROBE_EVERY_MS);
            probes.unref();
            void probe();
          }
          readable = readingFromReplicas(db, pick);
        },
      });

      const methods = instance as unknown as Record<string, AnyMethod>;
      for (const name of ADAPTER_WRITES) {
        const write = methods[name]!;
        methods[name] = async function (this: PostgresAdapter, ...callArgs: unknown[]) {
          noteWrite();
          return write.apply(this, callArgs);
        };
      }
      const begin = instance.beginTransaction;
      instance.beginTransaction = async function (this: PostgresAdapter, options) {
        noteWrite();
        return begin.call(this, options);
      };
      // A read that met a replica going away is read again from the primary, once.
      for (const name of ADAPTER_READS) {
        const read = methods[name];
        if (typeof read !== 'function') continue;
        methods[name] = async function (this: PostgresAdapter, ...callArgs: unknown[]) {
          const store = scope.getStore();
          if (store) store.replica = undefined;
          try {
            return await read.apply(this, callArgs);
          } catch (err) {
            const replica = store?.replica;
            if (!store || replica === undefined || !isConnectionFailure(err)) throw err;
            markDown(replica, err);
            return scope.run({ primary: true }, () => read.apply(this, callArgs));
          }
        };
      }
      const destroy = instance.destroy;
      instance.destroy = async function (this: PostgresAdapter) {
        clearInterval(probes);
        const closing = replicas.map(({ pool }) => pool.close().catch(() => undefined));
        replicas = [];
        await Promise.all(closing);
        return destroy?.call(this);
      };
      return instance;
    },
  };
}

/** The primary with its selects (and relational queries) sent where `pick` says. */
function readingFromReplicas(primary: Drizzle, pick: () => Drizzle): Drizzle {
  const on = (key: 'select' | 'selectDistinct' | 'selectDistinctOn' | '$count' | 'with' | '$with') =>
    ((...args: unknown[]) =>
      (pick() as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!(...args)) as never;
  const reading = Object.assign(Object.create(primary) as Drizzle, {
    select: on('select'),
    selectDistinct: on('selectDistinct'),
    selectDistinctOn: on('selectDistinctOn'),
    $count: on('$count'),
    with: on('with'),
    $with: on('$with'),
  });
  Object.defineProperty(reading, 'query', { get: () => pick().query });
  return reading;
}
