import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@manara/contracts';
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * SQLite in WAL mode with a busy timeout on every connection, writes in transactions, and a database
 * failure during sign-in checks answered 503 instead of signing the user out
 * (docs/decisions/006-durability.md).
 */

const REPO_ROOT = path.resolve(__dirname, '../..');

let api: TestApi;
let admin: string;
let client: SQLiteAdapter['client'];
let dbFile: string;

beforeAll(async () => {
  api = await startTestApi();
  client = (api.payload.db as unknown as SQLiteAdapter).client;
  dbFile = (process.env.DATABASE_URL ?? '').slice('file:'.length);
  // Signing in runs a transaction: from here on the adapter works on connections opened after it.
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

interface Course {
  id: string;
  title: string;
  category: string;
  level: string;
  durationHrs: number;
  rating: number;
  price: number;
  modules?: { title: string; lessons: string[] }[];
}

async function courses(): Promise<Course[]> {
  return (await api.request.get('/api/courses')).body as Course[];
}

/** The course as stored, past the public cache. */
async function stored(id: string) {
  const doc = await api.payload.findByID({ collection: 'courses', id, depth: 0 });
  return { title: doc.title, modules: doc.modules?.map((m) => ({ title: m.title, lessons: m.lessons })) };
}

function rename(target: Course, title: string) {
  const { id, title: _old, modules: _modules, ...rest } = target;
  return sendAs(api, admin, 'put', `/api/courses/${id}`).send({ ...rest, title });
}

/**
 * Another process (a second server, a script, a backup) holding the write lock for `ms`: it starts
 * an IMMEDIATE transaction, says "locked", and commits when the time is up.
 */
async function holdWriteLock(ms: number): Promise<{ released: Promise<unknown> }> {
  const script = `
    const Database = require('libsql');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));
  `;
  const holder = spawn(process.execPath, ['-e', script, dbFile, String(ms)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = once(holder, 'exit');
  await once(holder.stdout, 'data');
  return { released };
}

describe('SQLite settings', () => {
  it('runs in WAL mode with a 5 s busy timeout, also on connections opened after a transaction', async () => {
    expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal');
    expect((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBe(5000);
  });

  it('a write waits for another process that holds the write lock, then succeeds', async () => {
    const [target] = await courses();
    if (!target) throw new Error('The seed has no course');
    const { released } = await holdWriteLock(1000);
    const started = Date.now();
    const res = await rename(target, 'Written after the lock');
    const waited = Date.now() - started;
    await released;
    expect(res.status).toBe(200);
    expect(waited).toBeGreaterThan(500);
    expect((await stored(target.id)).title).toBe('Written after the lock');
  });

  it('concurrent writes in one process queue instead of failing', async () => {
    // Registering hashes the password inside its transaction, so the other writes arrive while it is open.
    const registrations = [1, 2, 3].map((i) =>
      api.request
        .post('/api/auth/register')
        .set(sameOrigin)
        .send({
          email: `writer${i}@durability.test`,
          password: 'writer-password-1',
          name: `Writer ${i}`,
          country: 'US',
        }),
    );
    const targets = (await courses()).slice(0, 4);
    const renames = targets.map((c, i) => rename(c, `Concurrent ${i}`));
    const results = await Promise.all([...registrations, ...renames]);
    // Two connections of one process waiting on each other would sit out the busy timeout and fail.
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 200, 200, 200, 200]);
    for (const [i, c] of targets.entries()) expect((await stored(c.id)).title).toBe(`Concurrent ${i}`);
  });
});

/** The connections this process holds open on the database file (each a handle in /proc/self/fd). */
function openConnections(): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path.resolve(dbFile);
    } catch {
      return false; // closed while listed
    }
  }).length;
}

describe('transactions', () => {
  it('leave no connection behind: twenty writes hold the same few open (decision 043)', async () => {
    const [target] = await courses();
    if (!target) throw new Error('The seed has no course');
    const before = openConnections();
    for (let i = 0; i < 20; i += 1) expect((await rename(target, `Written ${i}`)).status).toBe(200);
    expect(openConnections()).toBeLessThanOrEqual(before + 1);
  });

  it('a course update whose module rows fail to write leaves the course as it was', async () => {
    const target = (await courses()).find((c) => (c.modules?.length ?? 0) > 0);
    if (!target) throw new Error('The seed has no course with modules');
    const before = await stored(target.id);
    // The database refusing the module rows, as a full disk or a constraint would.
    await client.execute(
      `CREATE TRIGGER refuse_modules BEFORE INSERT ON courses_modules BEGIN SELECT RAISE(ABORT, 'module write refused'); END`,
    );
    try {
      const res = await rename(target, 'Half-written title');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: MESSAGES.unexpected });
    } finally {
      await client.execute('DROP TRIGGER refuse_modules');
    }
    const after = await stored(target.id);
    expect(after).toEqual(before);
    expect(after.modules?.length).toBeGreaterThan(0);
  });
});

describe('a database failure while checking the session', () => {
  it('answers 503 with the contract message and keeps the session', async () => {
    expect((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user?.role).toBe('admin');

    // The next read of the users table fails as a locked database would.
    const execute = client.execute;
    let failNext = true;
    client.execute = (async (...args: Parameters<typeof execute>) => {
      const sql = typeof args[0] === 'string' ? args[0] : args[0].sql;
      if (failNext && /from "users"/i.test(sql)) {
        failNext = false;
        throw Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
      }
      return execute.apply(client, args);
    }) as typeof execute;
    try {
      const res = await api.request.get('/api/auth/me').set('Cookie', admin);
      expect(failNext).toBe(false);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      client.execute = execute;
    }

    expect((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user?.role).toBe('admin');
  });
});
