import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The engines the API suite runs on (vitest.config.ts): each test file gets a database of its own,
 * copied from a seeded template that the run's global setup made once.
 */
export type TestEngine = 'sqlite' | 'postgres' | 'mongodb';

/** What the global setup hands to the test files (vitest's provide/inject). */
export interface TestDatabaseTemplate {
  engine: TestEngine;
  /** The seeded template: a SQLite file, a PostgreSQL database's URL, or a MongoDB server's URL (not seeded). */
  url: string;
  /** The template's uploaded files (seeded images), copied into each test file's folder. */
  mediaDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

export const TEMPLATE_ENV = {
  NODE_ENV: 'test',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  PAYLOAD_SECRET: 'test-secret-not-for-production',
  ADMIN_EMAIL: 'admin@test.local',
  ADMIN_PASSWORD: 'admin-password-123',
} as const;

/** Pushes the schema into `url` and seeds it, in a process of its own (tests/helpers/seed-template.ts). */
export function seedTemplate(url: string, mediaDir: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'seed-template.ts')], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...TEMPLATE_ENV, DATABASE_URL: url, MEDIA_DIR: mediaDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface TestDatabase {
  /** DATABASE_URL for this test file. */
  url: string;
  /** A temporary folder of the test file's own: media and project files live here. */
  dir: string;
  remove: () => Promise<void>;
}

/**
 * A database for one test file on the template's engine: a copy of the seeded template, or with
 * `empty`, an empty one (Payload pushes the schema and the seed runs, as at a first start).
 */
export async function testDatabaseFrom(template: TestDatabaseTemplate, { empty = false } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-api-'));
  if (template.mediaDir && !empty) cpSync(template.mediaDir, path.join(dir, 'media'), { recursive: true });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });

  if (template.engine === 'sqlite') {
    const file = path.join(dir, 'test.db');
    if (!empty) copyFileSync(template.url.slice('file:'.length), file);
    return { url: `file:${file}`, dir, remove: async () => removeDir() };
  }

  const name = `manara_${randomBytes(6).toString('hex')}`;
  if (template.engine === 'mongodb') {
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    return { url: url.toString(), dir, remove: async () => removeDir() };
  }

  const server = new URL(template.url);
  const templateName = server.pathname.slice(1);
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: new URL('/postgres', server).toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  // A copy of the seeded template: a few hundred milliseconds against seconds of push and seed.
  await admin((client) => client.query(`CREATE DATABASE "${name}"${empty ? '' : ` TEMPLATE "${templateName}"`}`));
  return {
    url: new URL(`/${name}`, server).toString(),
    dir,
    remove: async () => {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      removeDir();
    },
  };
}
