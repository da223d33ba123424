import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, startTestApi, type TestApi } from '../helpers/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const res = await api.request.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/courses', () => {
  it('returns the seeded courses as a plain array in the contract shape', async () => {
    const res = await api.request.get('/api/courses');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    for (const course of res.body) {
      expect(typeof course.id).toBe('string');
      expect(course).toMatchObject({
        title: expect.any(String),
        category: expect.any(String),
        level: expect.stringMatching(/^(Beginner|Intermediate|Advanced)$/),
        durationHrs: expect.any(Number),
        rating: expect.any(Number),
        price: expect.any(Number),
      });
    }
  });

  it('lists what the database holds', async () => {
    const { totalDocs } = await api.payload.count({ collection: 'courses' });
    const res = await api.request.get('/api/courses');
    expect(res.body).toHaveLength(totalDocs);
  });
});

describe('the /api router', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const res = await api.request.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });

  it('answers a body that is not JSON with a 400 sentence, never a 500', async () => {
    const res = await api.request
      .post('/api/auth/login')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.malformedBody });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await api.request
      .post('/api/auth/login')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.bodyTooLarge });
  });
});

describe('seed', () => {
  it('is idempotent: a second run creates nothing', async () => {
    const { seed } = await import('../../apps/cms/src/seed');
    const before = await api.payload.count({ collection: 'courses' });
    // As the helper seeded it: without the journal catalogue (tests/api/journals.test.ts checks that one).
    const result = await seed(api.payload, { journals: false });
    const after = await api.payload.count({ collection: 'courses' });
    expect(result.createdCourses).toBe(0);
    expect(Object.values(result.created).every((n) => !n)).toBe(true);
    expect(result.admin.created).toBe(false);
    expect(after.totalDocs).toBe(before.totalDocs);
  });
});
