import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startTestApi, type TestApi } from '../helpers/api';
import { startRedis, type RedisServer } from '../helpers/redis-server';
import { startSecondServer, type SecondServer } from '../helpers/servers';

/**
 * With REDIS_URL set, servers tell each other of content changes through Redis pub/sub, whatever
 * the database (docs/decisions/021-postgresql-and-several-servers.md). Two server processes on one database, both on
 * Redis; the feed of the engine itself is not used then. The engine does not matter here, so this
 * runs in the SQLite project only.
 */

let api: TestApi;
let redis: RedisServer;
let one: SecondServer;
let two: SecondServer;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, PUBLIC_CACHE_TTL_MS: '600000' };
  [one, two] = await Promise.all([startSecondServer(env), startSecondServer(env)]);
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
  await api?.close();
});

interface Course {
  id: string;
  title: string;
  modules?: unknown;
}

async function titlesOn(base: string): Promise<string[]> {
  return ((await (await fetch(`${base}/api/courses`)).json()) as Course[]).map((course) => course.title);
}

it('drops the other server’s cached answers within a second of a change', async () => {
  const [course] = (await (await fetch(`${one.base}/api/courses`)).json()) as Course[];
  if (!course) throw new Error('The seed has no course');
  expect(await titlesOn(two.base)).toContain(course.title);

  const { id, title: _old, modules: _modules, ...rest } = course;
  const saved = await fetch(`${one.base}/api/courses/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: admin, Origin: one.base },
    body: JSON.stringify({ ...rest, title: 'Renamed through Redis' }),
  });
  expect(saved.status).toBe(200);
  const started = Date.now();
  while (!(await titlesOn(two.base)).includes('Renamed through Redis') && Date.now() - started < 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(Date.now() - started).toBeLessThan(1_000);
});
