import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from '../migrations';
import { trackCommits } from './after-commit';
import { shareChanges } from './change-feed';
import { witnessFailures } from './database-failures';
import { CMS_SRC, isMongoUrl, isPostgresUrl } from './env';
import { postgresDatabase } from './postgres';
import { parentFirstValueIndexes } from './schema-indexes';
import { BUSY_TIMEOUT_MS, durableSqlite } from './sqlite-durability';

/**
 * Chooses the adapter from DATABASE_URL: `file:` is the embedded SQLite default, `postgres://` and
 * `postgresql://` the tested server database for several app servers, `mongodb://` and
 * `mongodb+srv://` MongoDB, wired but not tested here (docs/decisions/002 and 020). Whichever it
 * is, commits are tracked (lib/after-commit.ts) and content changes reach the other servers
 * (lib/change-feed.ts).
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  return shareChanges(trackCommits(witnessFailures(engineAdapter(url))), url);
}

function engineAdapter(url: string): DatabaseAdapterObj {
  if (isPostgresUrl(url)) return postgresDatabase(url);
  if (isMongoUrl(url)) return mongooseAdapter({ url });
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // WAL lets readers run beside the writer; the busy timeout makes a writer wait for another
    // process's write instead of failing at once; transactions (off unless `transactionOptions` is
    // set) keep a document's rows together. docs/decisions/006-durability.md.
    const adapter = sqliteAdapter({
      client: { url },
      wal: { synchronous: 'FULL' },
      busyTimeout: BUSY_TIMEOUT_MS,
      // libsql begins every transaction IMMEDIATE (it takes the write lock at BEGIN) whatever this says.
      transactionOptions: { behavior: 'immediate' },
      // Production runs the committed migrations at start; development and tests push the schema.
      prodMigrations: migrations,
      migrationDir: path.join(CMS_SRC, 'migrations'),
      beforeSchemaInit: [parentFirstValueIndexes],
    });
    return durableSqlite(adapter, path.resolve(file || url));
  }
  throw new Error(
    `DATABASE_URL must start with file:, postgres://, postgresql://, mongodb:// or mongodb+srv:// (got "${url}")`,
  );
}
