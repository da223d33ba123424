import { MESSAGES } from '@manara/contracts';
import type { Express } from 'express';
import { getPayload, type Payload } from 'payload';
import supertest from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { spendAttempt } from '../../apps/cms/src/lib/attempt-budget';
import { sameOrigin, startTestApi, type TestApi } from '../helpers/api';

const LIMIT = 3;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ authRateLimit: LIMIT });
});
afterAll(async () => {
  await api?.close();
});
beforeEach(async () => {
  // Each test starts with a full budget.
  await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
});

const wrong = { email: 'someone@clinic.test', password: 'not-the-password' };

it('limits login and register together per IP: 429 with a sentence and Retry-After', async () => {
  expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(401);
  expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(401);
  expect((await api.request.post('/api/auth/register').set(sameOrigin).send({})).status).toBe(400);

  const limited = await api.request.post('/api/auth/login').set(sameOrigin).send(wrong);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ error: MESSAGES.tooManyAttempts });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);

  const register = await api.request
    .post('/api/auth/register')
    .set(sameOrigin)
    .send({ email: 'new@clinic.test', password: 'secret1', country: 'US' });
  expect(register.status).toBe(429);
  expect(register.headers['retry-after']).toBeDefined();
});

/** Ways of writing Payload's sign-in and reset routes that reach them as the same route. */
const SPELLINGS = [
  '/cms/api/users/login',
  '/cms/api/users/%6cogin',
  '/cms/api/%75sers/login',
  '/cms/api/users//login',
  '/cms/api/users/forgot-password',
  '/cms/api/users/%66orgot-password',
];
/** Spellings a URL parser reads as another path: refused before any route (server/cms.ts). */
const DOT_SPELLINGS = ['/cms/api/users/./login', '/cms/api/users/x/../login'];

it('holds the same budget on /cms however the path is spelled, forgot-password included', async () => {
  for (let i = 0; i < LIMIT; i += 1) {
    expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(401);
  }
  for (const path of SPELLINGS) {
    const res = await api.request.post(path).set(sameOrigin).send(wrong);
    expect(res.status, path).toBe(429);
    expect(res.body.errors?.[0]?.message, path).toBe(MESSAGES.tooManyAttempts);
    expect(Number(res.headers['retry-after']), path).toBeGreaterThan(0);
  }
  for (const path of DOT_SPELLINGS) {
    const res = await api.request.post(path).set(sameOrigin).send(wrong);
    expect(res.status, path).toBe(400);
    expect(res.body.error, path).toBe(MESSAGES.malformedUrl);
  }
});

it('counts attempts made through any spelling against the /api budget too', async () => {
  for (const path of SPELLINGS.slice(1, 1 + LIMIT)) {
    const res = await api.request.post(path).set(sameOrigin).send(wrong);
    expect(res.status, path).toBe(401);
  }
  expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(429);
});

it('is one budget for every server sharing the database', async () => {
  // A second app server on the same database file, as behind a load balancer.
  const { default: config } = await import('../../apps/cms/src/payload.config');
  const { createApp } = await import('../../apps/cms/src/server/app');
  const second: Payload = await getPayload({ config, key: 'second-server' });
  const secondApp: Express = createApp({ payload: second });
  try {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(401);
    }
    const res = await supertest(secondApp).post('/api/auth/login').set(sameOrigin).send(wrong);
    expect(res.status).toBe(429);
  } finally {
    await second.destroy();
  }
});

it('does not limit the other endpoints', async () => {
  for (let i = 0; i < LIMIT + 2; i += 1) expect((await api.request.get('/api/auth/me')).status).toBe(200);
});

it('counts password reset requests and resets, on the site and in /cms, against the same budget', async () => {
  const attempts = [
    () => api.request.post('/api/auth/forgot-password').set(sameOrigin).send({ email: 'a@clinic.test' }),
    () =>
      api.request
        .post('/api/auth/reset-password')
        .set(sameOrigin)
        .send({ token: 'f'.repeat(40), password: 'guess-1' }),
    // However the path is spelled, as for sign-in.
    () =>
      api.request
        .post('/cms/api/users/%72eset-password')
        .set(sameOrigin)
        .send({ token: 'f'.repeat(40), password: 'guess-2' }),
  ];
  for (const attempt of attempts) expect((await attempt()).status).toBeLessThan(429);
  for (const attempt of attempts) {
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect((await api.request.post('/api/auth/login').set(sameOrigin).send(wrong)).status).toBe(429);
});

it('keeps no row of an attempt refused in a race: at most the limit pass, and each row is one of theirs', async () => {
  const budget = { name: 'race-check', limit: LIMIT, windowMs: 60_000 };
  // At once: each counts before any has written, so several write and then find themselves past it.
  const verdicts = await Promise.all(Array.from({ length: 10 }, () => spendAttempt(api.payload, budget, 'one-client')));
  const passed = verdicts.filter((v) => v.allowed).length;
  const { totalDocs } = await api.payload.db.count({
    collection: 'rate-limit-hits',
    where: { and: [{ bucket: { equals: budget.name } }, { key: { equals: 'one-client' } }] },
  });
  expect(passed).toBeLessThanOrEqual(LIMIT);
  expect(totalDocs).toBe(passed);
});
