import {
  COURSE_LEVELS,
  courseSchema,
  MESSAGES,
  projectSchema,
  reviewSchema,
  SERVICE_FILTERS,
  serviceSchema,
  siteSettingsSchema,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekCached } from '../../apps/cms/src/lib/public-cache';
import { knownPublicUrl } from '../../apps/cms/src/server/middleware/http-cache';
import { registerMember, sameOrigin, startTestApi, type TestApi } from '../helpers/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PUBLIC_GETS = ['/api/site', '/api/services', '/api/courses', '/api/portfolio', '/api/reviews'];

describe('GET /api/site', () => {
  it('returns the site settings editors set', async () => {
    const res = await api.request.get('/api/site');
    expect(res.status).toBe(200);
    const site = siteSettingsSchema.strict().parse(res.body);
    expect(site.offices).toEqual(['Riyadh', 'Dubai', 'Cairo']);
    expect(site.officeHours).toBe('Sunday to Thursday, 9:00–18:00 GMT+3');
    expect(site.numbers.map((n) => n.value)).toEqual(['500+', '120+', '4.9/5', '10k+']);
    expect(site.supportEmail).toMatch(/@/);
    expect(site.chatLink).toMatch(/^https:\/\//);
  });
});

describe('GET /api/services', () => {
  it('returns the four services in display order, each with its route and features', async () => {
    const res = await api.request.get('/api/services');
    expect(res.status).toBe(200);
    const services = serviceSchema.strict().array().parse(res.body);
    expect(services.map((s) => s.route)).toEqual([
      '/data-analysis',
      '/research-services',
      '/courses',
      '/ai-tools/journal-selection',
    ]);
    for (const service of services) expect(service.features.length).toBeGreaterThan(0);
  });
});

describe('GET /api/courses and /api/courses/{id}', () => {
  it('returns at least 12 courses across 4 categories and all 3 levels, each with a 4-module syllabus', async () => {
    const res = await api.request.get('/api/courses');
    expect(res.status).toBe(200);
    const courses = courseSchema.strict().array().parse(res.body);
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courses.map((c) => c.category)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(courses.map((c) => c.level))).toEqual(new Set(COURSE_LEVELS));
    for (const course of courses) {
      expect(course.summary).toBeTruthy();
      expect(course.modules).toHaveLength(4);
    }
  });

  it('returns one course by id', async () => {
    const [first] = (await api.request.get('/api/courses')).body;
    const res = await api.request.get(`/api/courses/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });

  it.each(['99999', 'abc', '99999999999999999999999', '-1', '1.5', 'x'.repeat(200), "1'%20OR%20'1'='1"])(
    'answers 404 "Course not found" for id %s',
    async (id) => {
      const res = await api.request.get(`/api/courses/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    },
  );

  it('answers 400 for an id with a NUL character, which no database reads as text', async () => {
    const res = await api.request.get('/api/courses/%00');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: MESSAGES.nulCharacter } });
  });
});

describe('GET /api/portfolio', () => {
  it('returns published projects only, at least 9, years 2021–2025, covering the three service filters', async () => {
    const res = await api.request.get('/api/portfolio');
    expect(res.status).toBe(200);
    const projects = projectSchema.strict().array().parse(res.body);
    expect(projects.length).toBeGreaterThanOrEqual(9);
    const { totalDocs: published } = await api.payload.count({
      collection: 'projects',
      where: { _status: { equals: 'published' } },
    });
    const { totalDocs: all } = await api.payload.count({ collection: 'projects' });
    expect(all).toBeGreaterThan(published);
    expect(projects).toHaveLength(published);
    expect(new Set(projects.map((p) => p.year))).toEqual(new Set([2021, 2022, 2023, 2024, 2025]));
    expect(new Set(projects.map((p) => p.service))).toEqual(new Set(SERVICE_FILTERS));
    expect(new Set(projects.map((p) => p.domain)).size).toBeGreaterThanOrEqual(6);
    // Newest first.
    const years = projects.map((p) => p.year);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });
});

describe('GET /api/reviews', () => {
  it('returns approved reviews only, in the public shape: no e-mail, status or account', async () => {
    const res = await api.request.get('/api/reviews');
    expect(res.status).toBe(200);
    const reviews = reviewSchema.strict().array().parse(res.body);
    const { totalDocs: approved } = await api.payload.count({
      collection: 'reviews',
      where: { status: { equals: 'approved' } },
    });
    const { totalDocs: pending } = await api.payload.count({
      collection: 'reviews',
      where: { status: { equals: 'pending' } },
    });
    expect(approved).toBeGreaterThanOrEqual(6);
    expect(pending).toBeGreaterThan(0);
    expect(reviews).toHaveLength(approved);
    expect(JSON.stringify(res.body)).not.toMatch(/@/);
  });

  it('has no ?status=all: the moderation list is only /api/admin/reviews, and this stays the public list', async () => {
    const res = await api.request.get('/api/reviews?status=all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await api.request.get('/api/reviews')).body);
  });
});

describe('HTTP caching of public GETs', () => {
  it.each(PUBLIC_GETS)('%s sends an ETag and a short Cache-Control, and answers 304 to If-None-Match', async (path) => {
    const first = await api.request.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json; charset=utf-8/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api.request.get(path).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('keeps admin and personal answers out of caches', async () => {
    expect((await api.request.get('/api/auth/me')).headers['cache-control']).toBe('no-store');
    expect((await api.request.get('/api/health')).headers['cache-control']).toBe('no-store');
  });
});

describe('cache invalidation', () => {
  it('shows a course changed through the Local API on the next GET, in the list and by id', async () => {
    const before = await api.request.get('/api/courses');
    const course = before.body[0];
    const byId = await api.request.get(`/api/courses/${course.id}`);
    await api.payload.update({ collection: 'courses', id: course.id, data: { title: 'Renamed through the CMS' } });

    const list = await api.request.get('/api/courses').set('If-None-Match', String(before.headers.etag));
    expect(list.status).toBe(200);
    expect(list.body[0].title).toBe('Renamed through the CMS');
    const one = await api.request.get(`/api/courses/${course.id}`).set('If-None-Match', String(byId.headers.etag));
    expect(one.status).toBe(200);
    expect(one.body.title).toBe('Renamed through the CMS');
  });

  it('drops a deleted course at once', async () => {
    const created = await api.payload.create({
      collection: 'courses',
      data: {
        title: 'Short-lived course',
        category: 'Testing',
        level: 'Beginner',
        durationHrs: 1,
        rating: 4,
        price: 1,
      },
    });
    expect((await api.request.get(`/api/courses/${created.id}`)).status).toBe(200);
    expect((await api.request.get('/api/courses')).body.map((c: { id: string }) => c.id)).toContain(String(created.id));
    await api.payload.delete({ collection: 'courses', id: created.id });
    expect((await api.request.get(`/api/courses/${created.id}`)).status).toBe(404);
    expect((await api.request.get('/api/courses')).body.map((c: { id: string }) => c.id)).not.toContain(
      String(created.id),
    );
  });

  it('shows site settings, services, projects and reviews changed through the Local API', async () => {
    for (const path of PUBLIC_GETS) await api.request.get(path);

    await api.payload.updateGlobal({
      slug: 'site-settings',
      data: { officeHours: 'Sunday to Thursday, 8:00–17:00 GMT+3' },
    });
    expect((await api.request.get('/api/site')).body.officeHours).toBe('Sunday to Thursday, 8:00–17:00 GMT+3');

    const [service] = (await api.payload.find({ collection: 'services', limit: 1, sort: 'order' })).docs;
    await api.payload.update({ collection: 'services', id: service!.id, data: { title: 'Biostatistics' } });
    expect((await api.request.get('/api/services')).body[0].title).toBe('Biostatistics');

    const hidden = (await api.payload.find({ collection: 'projects', where: { _status: { equals: 'draft' } } }))
      .docs[0];
    await api.payload.update({ collection: 'projects', id: hidden!.id, data: { _status: 'published' } });
    expect((await api.request.get('/api/portfolio')).body.map((p: { id: string }) => p.id)).toContain(
      String(hidden!.id),
    );

    const pending = (await api.payload.find({ collection: 'reviews', where: { status: { equals: 'pending' } } }))
      .docs[0];
    await api.payload.update({ collection: 'reviews', id: pending!.id, data: { status: 'approved' } });
    expect((await api.request.get('/api/reviews')).body.map((r: { id: string }) => r.id)).toContain(
      String(pending!.id),
    );
  });
});

describe('a review no visitor sees', () => {
  it('leaves the cached public reviews in place when a member sends one; approving it drops them', async () => {
    const cachedReviews = () => peekCached(knownPublicUrl('/api/reviews')!.key);
    await api.request.get('/api/reviews');
    const before = cachedReviews();
    expect(before).toBeDefined();

    const { cookie } = await registerMember(api, { email: 'pending-reviewer@clinic.test', password: 'password-123' });
    const sent = await api.request
      .post('/api/reviews')
      .set(sameOrigin)
      .set('Cookie', cookie)
      .send({ service: 'Data Analysis', quote: 'Waiting for moderation.', rating: 4 });
    expect(sent.status).toBe(201);
    expect(cachedReviews()).toBe(before);

    await api.payload.update({ collection: 'reviews', id: sent.body.id, data: { status: 'approved' } });
    expect(cachedReviews()).toBeUndefined();
    expect((await api.request.get('/api/reviews')).body.map((r: { id: string }) => r.id)).toContain(
      String(sent.body.id),
    );
  });
});

describe('the /api router', () => {
  it('answers unknown paths and methods with a JSON 404', async () => {
    expect((await api.request.get('/api/admin')).status).toBe(404);
    const res = await api.request.get('/api/courses/1/extra');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });
});

describe('a database that does not answer', () => {
  it('answers 503 with a sentence, not a 500', async () => {
    const created = await api.payload.create({
      collection: 'courses',
      data: { title: 'Not cached yet', category: 'Testing', level: 'Beginner', durationHrs: 1, rating: 1, price: 1 },
    });
    const original = api.payload.findByID;
    api.payload.findByID = (() =>
      Promise.reject(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))) as never;
    try {
      const res = await api.request.get(`/api/courses/${created.id}`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: MESSAGES.databaseUnavailable });
    } finally {
      api.payload.findByID = original;
    }
    expect((await api.request.get(`/api/courses/${created.id}`)).status).toBe(200);
  });
});
