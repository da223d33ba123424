import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/postgres.mjs';
import { sameOrigin, sendAs, sessionCookieOf, signIn, startTestApi, type TestApi } from '../helpers/api';
import { startSecondServer } from '../helpers/servers';
import { testDatabaseFrom, type TestDatabase } from '../helpers/test-databases';

/**
 * Where reads go with DATABASE_READ_REPLICAS (lib/read-replicas.ts). The "replica" here is a copy
 * of the database that never receives the primary's changes, with one course renamed: an answer
 * shows at once which of the two it was read from.
 */

const ON_REPLICA = 'Read from the replica';
let api: TestApi;
let replica: TestDatabase;
let admin: string;
let courseId: string;

async function onReplica(statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  replica = await testDatabaseFrom(inject('testDatabase'));
  process.env.DATABASE_READ_REPLICAS = replica.url;
  process.env.READ_AFTER_WRITE_MS = '1500';
  // Nothing kept: each answer below is read from the database, so it shows where reads go.
  process.env.PUBLIC_CACHE_TTL_MS = '0';
  api = await startTestApi();
  const [course] = (await api.payload.find({ collection: 'courses', limit: 1, depth: 0, overrideAccess: true })).docs;
  courseId = String(course!.id);
  await onReplica('UPDATE courses SET title = $1 WHERE id = $2', [ON_REPLICA, Number(courseId)]);
  // The sign-in is a write, so the admin's next requests carry `manara-wrote` (a browser keeps it
  // READ_AFTER_WRITE_MS; here it is sent by hand): this replica never learns of the session.
  admin = `${await signIn(api, api.adminCredentials.email, api.adminCredentials.password)}; manara-wrote=1`;
});
afterAll(async () => {
  await api?.close();
  await replica?.remove();
  for (const name of ['DATABASE_READ_REPLICAS', 'READ_AFTER_WRITE_MS', 'PUBLIC_CACHE_TTL_MS']) delete process.env[name];
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function wroteCookie(header: unknown): string {
  const cookies = Array.isArray(header) ? (header as string[]) : [];
  return cookies.find((cookie) => cookie.startsWith('manara-wrote=')) ?? '';
}

const titleOf = async (cookie?: string) => {
  const req = api.request.get(`/api/courses/${courseId}`);
  return (await (cookie ? req.set('Cookie', cookie) : req)).body.title as string;
};

describe('reads with a replica', () => {
  it('go to the replica inside a request, and to the primary outside one (seed, scripts)', async () => {
    expect(await titleOf()).toBe(ON_REPLICA);
    const direct = await api.payload.findByID({ collection: 'courses', id: courseId, depth: 0, overrideAccess: true });
    expect(direct.title).not.toBe(ON_REPLICA);
  });

  it('go to the primary for the person who just wrote, and for a moment for every refill of what changed', async () => {
    const { id: _id, modules: _modules, ...course } = (await api.request.get(`/api/courses/${courseId}`)).body;
    const saved = await sendAs(api, admin, 'put', `/api/courses/${courseId}`).send({
      ...course,
      title: 'Saved on the primary',
    });
    expect(saved.status).toBe(200);
    // The answer carries the short cookie that sends this person's next requests to the primary,
    // whichever server gets them.
    const wrote = wroteCookie(saved.headers['set-cookie']);
    expect(wrote).toMatch(/^manara-wrote=1; Max-Age=1; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(await titleOf(admin)).toBe('Saved on the primary');
    // A visitor, while the change is fresh: the answer is read from the primary too.
    expect(await titleOf()).toBe('Saved on the primary');
    // Past READ_AFTER_WRITE_MS the replica answers again (this one never gets the change).
    await pause(1_600);
    expect(await titleOf()).toBe(ON_REPLICA);
  });

  it('a sign-in on one server is known to the next request anywhere (the session is read from the primary)', async () => {
    const res = await api.request.post('/api/auth/login').set(sameOrigin).send(api.adminCredentials);
    expect(res.status).toBe(200);
    const cookies = `${sessionCookieOf(res)}; ${wroteCookie(res.headers['set-cookie']).split(';')[0]}`;
    expect(cookies).toMatch(/manara-wrote=1$/);
    const me = await api.request.get('/api/auth/me').set('Cookie', cookies);
    expect(me.body.user?.email).toBe(api.adminCredentials.email);
    // Without it the session is looked up on the replica, which does not have it.
    const elsewhere = await api.request.get('/api/auth/me').set('Cookie', sessionCookieOf(res));
    expect(elsewhere.body).toEqual({ user: null });
  });
});

describe('a replica that does not answer', () => {
  it('neither stops a start nor a read: the primary answers them', async () => {
    const closed = await freePort();
    const server = await startSecondServer({ DATABASE_READ_REPLICAS: `postgres://postgres@127.0.0.1:${closed}/gone` });
    try {
      for (let i = 0; i < 5; i += 1) {
        const res = await fetch(`${server.base}/api/courses/${courseId}`, { headers: { Cookie: admin } });
        expect(res.status).toBe(200);
      }
      expect((await fetch(`${server.base}/api/auth/me`, { headers: { Cookie: admin } })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
