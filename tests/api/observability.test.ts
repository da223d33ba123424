import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@manara/contracts';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, startTestApi, type TestApi } from '../helpers/api';

/**
 * Request ids, /metrics and readiness in one process (the log lines, the shutdown and the
 * production build are checked on a real server: tests/server/).
 */

const METRICS_TOKEN = 'metrics-token-for-the-api-tests';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: TestApi;
const saved = { ...process.env };

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  for (const name of ['TRUST_PROXY', 'METRICS_TOKEN', 'METRICS_PORT', 'LEADS_RATE_LIMIT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** An app on the same Payload, built with `variables` set, as a start with them would build it. */
async function appWith(variables: Record<string, string>) {
  Object.assign(process.env, variables);
  const { createApp } = await import('../../apps/cms/src/server/app');
  return supertest(createApp({ payload: api.payload }));
}

/** The samples of one metric in Prometheus' text format, by their label set. */
async function samples(name: string): Promise<Map<string, number>> {
  const request = await appWith({ METRICS_TOKEN });
  const res = await request.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  expect(res.status).toBe(200);
  const found = new Map<string, number>();
  for (const line of res.text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match?.[1] === name) found.set(match[2] ?? '', Number(match[3]));
  }
  return found;
}
const sample = async (name: string, labels: string) => (await samples(name)).get(labels) ?? 0;

describe('request ids', () => {
  it('gives every answer a new id, routed or from the public fast path', async () => {
    const ids = [];
    // The second and third reads are answered from the cache before Express's router.
    for (let i = 0; i < 3; i += 1) {
      const res = await api.request.get('/api/courses');
      expect(res.status).toBe(200);
      ids.push(res.headers['x-request-id']);
    }
    const failed = await api.request.get('/api/no-such-route');
    expect(failed.status).toBe(404);
    ids.push(failed.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ignores a client's X-Request-Id unless TRUST_PROXY names the peer as a proxy", async () => {
    const res = await api.request.get('/api/health').set('X-Request-Id', 'chosen-by-the-client');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps a trusted proxy's X-Request-Id, and replaces one that could break a log line", async () => {
    const behindProxy = await appWith({ TRUST_PROXY: 'loopback' });
    const kept = await behindProxy.get('/api/health').set('X-Request-Id', '0af7651916cd43dd8448eb211c80319c');
    expect(kept.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
    for (const bad of ['two words', 'x'.repeat(129), 'quote"d', 'new\\nline']) {
      const res = await behindProxy.get('/api/health').set('X-Request-Id', bad);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN;
    const res = await api.request.get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('manara_');
  });

  it('asks for the token as a bearer, and refuses any other', async () => {
    const request = await appWith({ METRICS_TOKEN });
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const res = await (authorization
        ? request.get('/metrics').set('Authorization', authorization)
        : request.get('/metrics'));
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.text).not.toContain('manara_');
    }
    const res = await request.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by method, route pattern and status, never by the URL asked for', async () => {
    const [course] = (await api.request.get('/api/courses')).body as { id: string }[];
    const labels = 'method="GET",route="/api/courses/:id",status="200"';
    const before = await sample('manara_http_request_duration_seconds_count', `{${labels}}`);
    await api.request.get(`/api/courses/${course?.id}`).expect(200);
    await api.request.get(`/api/courses/${course?.id}`).expect(200);
    await api.request.get('/api/no-such-route/123').expect(404);
    const after = await samples('manara_http_request_duration_seconds_count');
    expect(after.get(`{${labels}}`)).toBe(before + 2);
    expect(after.get('{method="GET",route="/api/*",status="404"}')).toBeGreaterThanOrEqual(1);
    expect([...after.keys()].some((key) => key.includes(String(course?.id)) || key.includes('no-such-route'))).toBe(
      false,
    );
    const buckets = await samples('manara_http_request_duration_seconds_bucket');
    expect(buckets.get(`{le="+Inf",${labels}}`)).toBe(before + 2);
  });

  it('counts public cache hits and misses, the fast path included', async () => {
    const hit = '{tag="services",result="hit"}';
    const miss = '{tag="services",result="miss"}';
    const [hitsBefore, missesBefore] = [
      await sample('manara_public_cache_requests_total', hit),
      await sample('manara_public_cache_requests_total', miss),
    ];
    const { clearPublicCache } = await import('../../apps/cms/src/lib/public-cache');
    clearPublicCache();
    for (let i = 0; i < 3; i += 1) await api.request.get('/api/services').expect(200);
    expect(await sample('manara_public_cache_requests_total', miss)).toBe(missesBefore + 1);
    expect(await sample('manara_public_cache_requests_total', hit)).toBe(hitsBefore + 2);
    // The fast path answered the later reads under the route's own pattern.
    const routed = await sample(
      'manara_http_request_duration_seconds_count',
      '{method="GET",route="/api/services",status="200"}',
    );
    expect(routed).toBeGreaterThanOrEqual(3);
  });

  it('counts lead budget refusals and the mails of the leads it took', async () => {
    const refusals = () => sample('manara_budget_refusals_total', '{budget="leads"}');
    const logged = () => sample('manara_mails_total', '{result="logged"}');
    const [refusedBefore, loggedBefore] = [await refusals(), await logged()];
    process.env.LEADS_RATE_LIMIT = '1';
    const send = () =>
      api.request.post('/api/contact').set(sameOrigin).set('X-Forwarded-For', '198.51.100.20').send({
        name: 'Metric Counter',
        email: 'counter@metrics.test',
        message: 'Counting what the server refuses.',
        sourcePage: '/contact',
      });
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MESSAGES.tooManySubmissions });
    expect(await refusals()).toBe(refusedBefore + 1);
    // Without SMTP_URL the team's and the sender's mails are logged: counted as such, after the answer.
    await expect.poll(logged).toBe(loggedBefore + 2);
  });

  it('times database calls and transactions, and reports the event loop, heap and RSS', async () => {
    const finds = await sample('manara_db_operation_duration_seconds_count', '{operation="find"}');
    const commits = await sample('manara_db_transaction_duration_seconds_count', '{outcome="commit"}');
    await api.request.get('/api/reviews?limit=1');
    const { clearPublicCache } = await import('../../apps/cms/src/lib/public-cache');
    clearPublicCache();
    await api.request.get('/api/reviews').expect(200);
    await api.request
      .post('/api/contact')
      .set(sameOrigin)
      .send({
        name: 'Timed Writer',
        email: 'writer@metrics.test',
        message: 'A write inside a transaction.',
        sourcePage: '/contact',
      })
      .expect(201);
    expect(await sample('manara_db_operation_duration_seconds_count', '{operation="find"}')).toBeGreaterThan(finds);
    expect(await sample('manara_db_transaction_duration_seconds_count', '{outcome="commit"}')).toBeGreaterThan(commits);
    expect(await sample('process_resident_memory_bytes', '')).toBeGreaterThan(10_000_000);
    expect(await sample('nodejs_heap_size_used_bytes', '')).toBeGreaterThan(1_000_000);
    expect((await samples('nodejs_eventloop_lag_seconds')).has('')).toBe(true);
  });
});

describe('METRICS_PORT', () => {
  let server: Server | undefined;
  afterAll(() => server?.close());

  it('serves /metrics on 127.0.0.1 only, and nothing else there', async () => {
    const probe = (await import('node:net')).createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = (probe.address() as AddressInfo).port;
    probe.close();
    process.env.METRICS_PORT = String(port);
    delete process.env.METRICS_TOKEN;
    const { startMetricsListener } = await import('../../apps/cms/src/server/metrics-endpoint');
    server = await startMetricsListener();
    expect((server?.address() as AddressInfo).address).toBe('127.0.0.1');
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('manara_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});

describe('liveness and readiness', () => {
  it('/api/health and /api/ready answer while the database does', async () => {
    expect((await api.request.get('/api/health')).body).toEqual({ status: 'ok' });
    const ready = await api.request.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('both answer 503 with the contract message while the database does not answer', async () => {
    // Every count fails as a refused connection would, on either engine.
    const db = api.payload.db as unknown as { count: (...args: unknown[]) => Promise<unknown> };
    const count = db.count;
    db.count = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    try {
      for (const path of ['/api/health', '/api/ready']) {
        const res = await api.request.get(path);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
      }
    } finally {
      db.count = count;
    }
    expect((await api.request.get('/api/ready')).status).toBe(200);
  });

  // Last: a shutdown cannot be undone in this process.
  it('once a shutdown begins, /api/ready answers 503 while /api/health stays 200', async () => {
    const { beginShutdown } = await import('../../apps/cms/src/server/lifecycle');
    beginShutdown();
    const ready = await api.request.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ error: MESSAGES.shuttingDown });
    expect((await api.request.get('/api/health')).status).toBe(200);
  });
});
