import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createClient as createSqliteClient } from '@libsql/client';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { createClient as createRedisClient } from '@redis/client';
import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload';
import pg from 'pg';
import { env, isPostgresUrl } from './env';
import { clearPublicCache, invalidate, type CacheTag } from './public-cache';

/*
 * Content changes told to every server sharing the database (docs/decisions/021-postgresql-and-several-servers.md), so
 * that each drops the public answers and, with them, the kept pages built on them (server/ssr.ts
 * checks a kept page's answers against the public cache) within a second, not at the cache's TTL:
 * - REDIS_URL set: Redis pub/sub, whatever the database;
 * - PostgreSQL: LISTEN/NOTIFY on the primary;
 * - SQLite: a small table of change counters in a file beside the database, which every process
 *   on the host reads four times a second;
 * - MongoDB without Redis: nothing; other servers catch up when their entries expire.
 * A feed that lost its connection drops every public answer once it is back: it may have missed
 * changes meanwhile.
 */

interface Feed {
  publish(tag: CacheTag): void;
  close(): Promise<void>;
}

const CHANNEL = 'manara_content_changes';

/**
 * How often each process reads the SQLite feed's counters. Measured here: about 0.2 ms a read through
 * the libsql client, the same as asking `PRAGMA data_version` whether anything changed first.
 */
export const SQLITE_POLL_MS = 250;

/** What a server does when public content changed, here or on another server. */
const forget = (tag: CacheTag) => invalidate(tag);

const FEED = Symbol.for('manara.change-feed');
type WithFeed = BaseDatabaseAdapter & { [FEED]?: Feed };

/**
 * Tells this server and the others that `tag`'s public content changed. Call it once the change is
 * committed (lib/after-commit.ts): a server that reads before the commit would cache the old rows.
 */
export function announceChange(payload: Payload, tag: CacheTag): void {
  forget(tag);
  (payload.db as unknown as WithFeed)[FEED]?.publish(tag);
}

/** The adapter with a change feed that starts when it connects and stops when it is destroyed. */
export function shareChanges<T extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<T>,
  url: string,
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args) as T & WithFeed;
      const { connect, destroy } = instance;
      instance.connect = async function (this: T, options) {
        await connect?.call(this, options);
        instance[FEED] ??= startFeed(url, instance, args.payload);
      };
      instance.destroy = async function (this: T) {
        const feed = instance[FEED];
        instance[FEED] = undefined;
        await feed?.close();
        await destroy?.call(this);
      };
      return instance;
    },
  };
}

function startFeed(url: string, adapter: BaseDatabaseAdapter, payload: Payload): Feed | undefined {
  const redisUrl = env().REDIS_URL;
  const log = payload.logger;
  if (redisUrl) return redisFeed(redisUrl, log);
  if (isPostgresUrl(url)) return postgresFeed(url, adapter as unknown as PostgresAdapter, log);
  const file = url.startsWith('file:') ? url.slice('file:'.length) : '';
  if (file && file !== ':memory:') return sqliteFeed(path.resolve(file), log);
  return undefined;
}

type Log = Payload['logger'];

/** Messages of the pub/sub feeds: the tag, and who sent it (a server ignores its own). */
function messenger(onTag: (tag: CacheTag) => void) {
  const self = randomUUID();
  return {
    encode: (tag: CacheTag) => JSON.stringify({ from: self, tag }),
    receive: (message: string | undefined) => {
      try {
        const { from, tag } = JSON.parse(message ?? '') as { from?: string; tag?: CacheTag };
        if (from !== self && typeof tag === 'string') onTag(tag);
      } catch {
        // Not one of ours: nothing to drop.
      }
    },
  };
}

function postgresFeed(url: string, adapter: PostgresAdapter, log: Log): Feed {
  const { encode, receive } = messenger(forget);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const listen = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => receive(message.payload));
    next.on('error', (err) => {
      log.warn({ err }, 'The change feed lost PostgreSQL: retrying');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'The change feed cannot LISTEN on PostgreSQL: retrying');
      void next.end().catch(() => undefined);
      return schedule();
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    if (listenedBefore) clearPublicCache();
    listenedBefore = true;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, 1_000);
    retry.unref();
  };
  void listen();

  return {
    publish: (tag) => {
      adapter.pool
        ?.query('SELECT pg_notify($1, $2)', [CHANNEL, encode(tag)])
        .catch((err: unknown) => log.warn({ err }, 'A content change could not be told to the other servers'));
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

function redisFeed(url: string, log: Log): Feed {
  const { encode, receive } = messenger(forget);
  const publisher = createRedisClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  const subscriber = publisher.duplicate();
  let readyBefore = false;
  publisher.on('error', (err: unknown) => log.warn({ err }, 'The change feed lost Redis (publishing)'));
  subscriber.on('error', (err: unknown) => log.warn({ err }, 'The change feed lost Redis (listening)'));
  subscriber.on('ready', () => {
    // Subscriptions come back by themselves; changes made while away did not.
    if (readyBefore) clearPublicCache();
    readyBefore = true;
  });
  const started = Promise.all([
    publisher.connect(),
    subscriber.connect().then(() => subscriber.subscribe(CHANNEL, receive)),
  ]).catch((err: unknown) => log.warn({ err }, 'The change feed cannot reach Redis'));

  return {
    publish: (tag) => {
      if (!publisher.isReady)
        return log.warn(`A content change (${tag}) could not be told to the other servers: Redis is away`);
      publisher
        .publish(CHANNEL, encode(tag))
        .catch((err: unknown) => log.warn({ err }, 'A content change could not be told to the other servers'));
    },
    close: async () => {
      await started;
      await Promise.all([publisher, subscriber].map((client) => (client.isOpen ? client.close() : undefined))).catch(
        () => undefined,
      );
    },
  };
}

/**
 * The SQLite feed: `<database>.changes`, one row per tag with a counter. A change bumps its tag's
 * counter; every process reads the few rows each SQLITE_POLL_MS and drops the tags that moved.
 */
function sqliteFeed(databaseFile: string, log: Log): Feed {
  const file = `${databaseFile.replace(/\.db$/, '')}.changes`;
  const client = createSqliteClient({ url: `file:${file}` });
  const seen = new Map<string, number>();
  let polling = false;

  const rows = async () =>
    (await client.execute('SELECT tag, version FROM changes')).rows.map(
      (row) => [String(row.tag), Number(row.version)] as const,
    );
  const ready = (async () => {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 1000');
    await client.execute('CREATE TABLE IF NOT EXISTS changes (tag TEXT PRIMARY KEY, version INTEGER NOT NULL)');
    for (const [tag, version] of await rows()) seen.set(tag, version);
  })();

  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      await ready;
      for (const [tag, version] of await rows()) {
        if (seen.get(tag) === version) continue;
        seen.set(tag, version);
        forget(tag as CacheTag);
      }
    } catch (err) {
      log.warn({ err }, 'The change feed could not read its SQLite file');
    } finally {
      polling = false;
    }
  };
  const timer = setInterval(() => void poll(), SQLITE_POLL_MS);
  timer.unref();
  ready.catch((err: unknown) => log.warn({ err }, `The change feed cannot use ${file}`));

  return {
    publish: (tag) => {
      void (async () => {
        await ready;
        const result = await client.execute({
          sql: 'INSERT INTO changes (tag, version) VALUES (?, 1) ON CONFLICT (tag) DO UPDATE SET version = version + 1 RETURNING version',
          args: [tag],
        });
        // This process has dropped the tag already: the poll need not drop it again, unless another
        // process bumped the counter since this one last read it.
        const version = Number(result.rows[0]?.[0]);
        if (seen.get(tag) === version - 1 || (!seen.has(tag) && version === 1)) seen.set(tag, version);
      })().catch((err: unknown) => log.warn({ err }, 'A content change could not be told to the other processes'));
    },
    close: async () => {
      clearInterval(timer);
      await ready.catch(() => undefined);
      client.close();
    },
  };
}
