import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sameOrigin, startTestApi, type TestApi } from '../helpers/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ authRateLimit: 3 });
});
afterAll(async () => {
  await api?.close();
});

it('limits login and register together per IP: 429 with a sentence and Retry-After', async () => {
  const wrong = { email: 'someone@clinic.test', password: 'not-the-password' };
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

  // Payload's own login under /cms draws on the same budget.
  const cms = await api.request.post('/cms/api/users/login').set(sameOrigin).send(wrong);
  expect(cms.status).toBe(429);
});

it('does not limit the other endpoints', async () => {
  for (let i = 0; i < 5; i += 1) expect((await api.request.get('/api/auth/me')).status).toBe(401);
});
