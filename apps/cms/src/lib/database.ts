import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from '../migrations';
import { witnessFailures } from './database-failures';
import { CMS_SRC } from './env';
import { BUSY_TIMEOUT_MS, durableSqlite } from './sqlite-durability';

const MONGO_SCHEMES = ['mongodb://', 'mongodb+srv://'];

/**
 * Chooses the adapter from DATABASE_URL: `file:` is the embedded SQLite default, `mongodb://` and
 * `mongodb+srv://` scale out on MongoDB (docs/decisions/002-database-adapters.md).
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (MONGO_SCHEMES.some((scheme) => url.startsWith(scheme))) {
    return witnessFailures(mongooseAdapter({ url }));
  }
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
    });
    return witnessFailures(durableSqlite(adapter, path.resolve(file || url)));
  }
  throw new Error(`DATABASE_URL must start with file:, mongodb:// or mongodb+srv:// (got "${url}")`);
}
