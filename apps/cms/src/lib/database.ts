import { mongooseAdapter } from '@payloadcms/db-mongodb';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrations } from '../migrations';
import { CMS_SRC } from './env';

const MONGO_SCHEMES = ['mongodb://', 'mongodb+srv://'];

/**
 * Chooses the adapter from DATABASE_URL: `file:` is the embedded SQLite default, `mongodb://` and
 * `mongodb+srv://` scale out on MongoDB (docs/decisions/002-database-adapters.md).
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (MONGO_SCHEMES.some((scheme) => url.startsWith(scheme))) {
    return mongooseAdapter({ url });
  }
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (file && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return sqliteAdapter({
      client: { url },
      // Production runs the committed migrations at start; development and tests push the schema.
      prodMigrations: migrations,
      migrationDir: path.join(CMS_SRC, 'migrations'),
    });
  }
  throw new Error(`DATABASE_URL must start with file:, mongodb:// or mongodb+srv:// (got "${url}")`);
}
