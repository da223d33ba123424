import { MESSAGES } from '@manara/contracts';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/postgres.mjs';
import { sameOrigin, sendAs, sessionCookieOf, signIn, startTestApi, type TestApi } from '../helpers/api';
import { startSecondServer } from '../helpers/servers';

/**
 * What docs/decisions/006-durability.md promises on SQLite, on PostgreSQL: a write waits for
 * another connection's lock instead of failing, concurrent writes of one process all land, a
 * document's rows are written together or not at all, a database failure while checking a session
 * answers 503 and keeps the cookie, and a crash of the database server (kill -9) loses no write that
 * was answered (docs/decisions/021-postgresql-and-several-servers.md).
 */

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

interface Course {
  id: string;
  title: string;
  modules?: { title: string; lessons: string[] }[];
}

async function courses(): Promise<Course[]> {
  return (await api.request.get('/api/courses')).body as Course[];
}

async function stored(id: string) {
  const doc = await api.payload.findByID({ collection: 'courses', id, depth: 0 });
  return { title: doc.title, modules: doc.modules?.map((m) => ({ title: m.title, lessons: m.lessons })) };
}

function rename(target: Course, title: string) {
  const { id, title: _old, modules: _modules, ...rest } = target;
  return sendAs(api, admin, 'put', `/api/courses/${id}`).send({ ...rest, title });
}

/** A client of its own on the test's database, as another server or a script would be. */
async function otherConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

describe('PostgreSQL writes', () => {
  it('a write waits for another connection that holds the row, then succeeds', async () => {
    const [target] = await courses();
    if (!target) throw new Error('The seed has no course');
    const other = await otherConnection();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM courses WHERE id = $1 FOR UPDATE', [Number(target.id)]);
      const started = Date.now();
      const saving = Promise.resolve(rename(target, 'Written after the lock'));
      setTimeout(() => void other.query('COMMIT'), 1_000);
      const res = await saving;
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThan(500);
    } finally {
      await other.end();
    }
    expect((await stored(target.id)).title).toBe('Written after the lock');
  });

  it('concurrent writes in one process all land', async () => {
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
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 200, 200, 200, 200]);
    for (const [i, c] of targets.entries()) expect((await stored(c.id)).title).toBe(`Concurrent ${i}`);
  });

  it('a course update whose module rows fail to write leaves the course as it was', async () => {
    const target = (await courses()).find((c) => (c.modules?.length ?? 0) > 0);
    if (!target) throw new Error('The seed has no course with modules');
    const before = await stored(target.id);
    const other = await otherConnection();
    // The database refusing the module rows, as a full disk or a constraint would.
    await other.query(`CREATE FUNCTION refuse_modules() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'module write refused'; END $$`);
    await other.query(
      'CREATE TRIGGER refuse_modules BEFORE INSERT ON courses_modules FOR EACH ROW EXECUTE FUNCTION refuse_modules()',
    );
    try {
      const res = await rename(target, 'Half-written title');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: MESSAGES.unexpected });
    } finally {
      await other.query('DROP TRIGGER refuse_modules ON courses_modules; DROP FUNCTION refuse_modules()');
      await other.end();
    }
    const after = await stored(target.id);
    expect(after).toEqual(before);
    expect(after.modules?.length).toBeGreaterThan(0);
  });
});

describe('a database failure while checking the session', () => {
  it('answers 503 with the contract message and keeps the session', async () => {
    expect((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user?.role).toBe('admin');
    // The next read of the users table fails as a lost connection would (57P01: admin shutdown).
    const pool = (api.payload.db as unknown as PostgresAdapter).pool;
    const query = pool.query;
    let failNext = true;
    pool.query = ((...args: Parameters<typeof query>) => {
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
      if (failNext && /from "users"/i.test(text)) {
        failNext = false;
        return Promise.reject(
          Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
        );
      }
      return query.apply(pool, args);
    }) as typeof query;
    try {
      const res = await api.request.get('/api/auth/me').set('Cookie', admin);
      expect(failNext).toBe(false);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      pool.query = query;
    }
    expect((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user?.role).toBe('admin');
  });
});

describe('kill -9 of the database server', () => {
  it('loses no write that was answered, and the app works again once it is back', async () => {
    // A database server of this test's own (the run's shared one serves the other files), with
    // PostgreSQL's default, durable settings, and an app server on it in a process of its own.
    const server = await startPostgres({ label: 'kill-test' });
    server.sql('CREATE DATABASE manara');
    // Its database is empty: Payload pushes the schema (startTestApi's copies skip that).
    const app = await startSecondServer({ DATABASE_URL: server.url('manara'), PAYLOAD_MIGRATING: 'false' });
    const post = (path: string, body: object, cookie = '') =>
      fetch(`${app.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: app.base },
        body: JSON.stringify(body),
      });
    try {
      const registered = await post('/api/auth/register', {
        email: 'k9@clinic.test',
        password: 'kill-nine-pass',
        country: 'US',
      });
      expect(registered.status).toBe(201);
      const cookie = sessionCookieOf({ headers: { 'set-cookie': registered.headers.getSetCookie() } });

      const acked: { id: string; quote: string }[] = [];
      let killed = false;
      const writer = async (tag: string) => {
        for (let i = 0; !killed; i += 1) {
          const quote = `${tag} review ${i}, written while the database is killed`;
          const res = await post('/api/reviews', { service: 'Data Analysis', quote, rating: 5 }, cookie).catch(
            () => undefined,
          );
          if (res?.status === 201) acked.push({ id: String(((await res.json()) as { id: string }).id), quote });
        }
      };
      const writers = [writer('a'), writer('b'), writer('c')];
      while (acked.length < 15) await new Promise((resolve) => setTimeout(resolve, 10));
      process.kill(server.pid(), 'SIGKILL');
      killed = true;
      await Promise.all(writers);
      // The killed server's backends notice within a moment and exit; until then it cannot start again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          server.start();
          break;
        } catch (err) {
          if (attempt === 40) throw err;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }

      const ids = acked.map((w) => Number(w.id)).join(',');
      const rows = server.sql(`SELECT id || '|' || quote FROM reviews WHERE id IN (${ids})`, 'manara');
      const found = new Map(rows.split('\n').map((line: string) => line.split('|') as [string, string]));
      expect(acked.filter((w) => found.get(w.id) !== w.quote)).toEqual([]);

      // The pool finds the server again: the member is still signed in.
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        // A kept-alive socket the server closed meanwhile fails once: asked again.
        status = await fetch(`${app.base}/api/auth/me`, { headers: { Cookie: cookie } }).then(
          (res) => res.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.stop();
      server.remove();
    }
  }, 120_000);
});
