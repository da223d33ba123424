import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';
import { startSecondServer, type SecondServer } from '../helpers/servers';

/**
 * Two app servers on one database, as behind a load balancer: a change saved through one drops the
 * other's cached public answers within a second, through the engine's own mechanism (PostgreSQL's
 * LISTEN/NOTIFY, SQLite's change counters polled with PRAGMA data_version), not the cache's TTL
 * (docs/decisions/021-postgresql-and-several-servers.md). The Redis feed has its own file (change-feed-redis.sqlite.test.ts).
 */

let api: TestApi;
let second: SecondServer;
let admin: string;

beforeAll(async () => {
  // A TTL far longer than the test: only the feed can make the second server see the change.
  process.env.PUBLIC_CACHE_TTL_MS = '600000';
  api = await startTestApi();
  second = await startSecondServer();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await second?.stop();
  await api?.close();
});

interface Course {
  id: string;
  title: string;
  modules?: unknown;
}

/** A course saved under a new title through the server at `base` (or this test's app), as the admin. */
async function rename(course: Course, title: string, base?: string): Promise<number> {
  const { id, title: _old, modules: _modules, ...rest } = course;
  const body = { ...rest, title };
  if (!base) return (await sendAs(api, admin, 'put', `/api/courses/${id}`).send(body)).status;
  const res = await fetch(`${base}/api/courses/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: admin, Origin: base },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function titlesOn(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/courses`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Course[]).map((course) => course.title);
}

/** Milliseconds until `check` holds, polling every 20 ms, or Infinity after 5 s. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

describe('a change saved through one server', () => {
  it('reaches the cached public answers of the other within a second, both ways', async () => {
    const [course] = (await api.request.get('/api/courses')).body as Course[];
    if (!course) throw new Error('The seed has no course');
    // Both servers now hold the list in their cache.
    expect(await titlesOn(second.base)).toContain(course.title);

    expect(await rename(course, 'Renamed on server one')).toBe(200);
    const seenAfter = await msUntil(async () => (await titlesOn(second.base)).includes('Renamed on server one'));
    expect(seenAfter).toBeLessThan(1_000);

    // And back: saved through the second server, seen by the first.
    expect(await rename(course, 'Renamed on server two', second.base)).toBe(200);
    const seenBack = await msUntil(async () =>
      ((await api.request.get('/api/courses')).body as Course[]).some((c) => c.title === 'Renamed on server two'),
    );
    expect(seenBack).toBeLessThan(1_000);
  });
});
