import {
  courseFilterOptionsSchema,
  courseSchema,
  LIST_LIMIT,
  MESSAGES,
  portfolioFilterOptionsSchema,
  projectSchema,
  PUBLIC_PAGE_SIZE,
  reviewSchema,
  reviewSummarySchema,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/api';

/**
 * The public lists a page at a time (docs/decisions/034): a plain array of one page, the number
 * that match in X-Total-Count, RFC 8288 links to the next and previous pages, and the filters the
 * site offers applied by the server.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ids = (body: { id: string }[]) => body.map((item) => item.id);
const total = (res: { headers: Record<string, string> }) => Number(res.headers['x-total-count']);

const newCourse = (title: string, category: string) =>
  api.payload.create({
    collection: 'courses',
    data: { title, category, level: 'Beginner', durationHrs: 2, rating: 4, price: 10, _status: 'published' },
  });

describe('GET /api/courses a page at a time', () => {
  it('answers the whole catalogue of today in one page, with its total and no link', async () => {
    const res = await api.request.get('/api/courses');
    expect(res.status).toBe(200);
    const courses = courseSchema.strict().array().parse(res.body);
    const { totalDocs: published } = await api.payload.count({
      collection: 'courses',
      where: { _status: { equals: 'published' } },
    });
    expect(published).toBeLessThanOrEqual(PUBLIC_PAGE_SIZE.courses);
    expect(courses).toHaveLength(published);
    expect(total(res)).toBe(published);
    expect(res.headers.link).toBeUndefined();
  });

  it('walks the catalogue by its links: every course once, newest first, the same as the whole list', async () => {
    const whole = await api.request.get('/api/courses');
    const walked: string[] = [];
    let next: string | undefined = '/api/courses?limit=5';
    const links: (string | undefined)[] = [];
    while (next) {
      const res = await api.request.get(next);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(5);
      expect(total(res)).toBe(whole.body.length);
      walked.push(...ids(res.body));
      links.push(res.headers.link);
      next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
    }
    expect(walked).toEqual(ids(whole.body));
    expect(links[0]).toBe('</api/courses?limit=5&page=2>; rel="next"');
    expect(links[1]).toBe('</api/courses?limit=5&page=3>; rel="next", </api/courses?limit=5>; rel="prev"');
    expect(links.at(-1)).toMatch(/rel="prev"$/);
    expect(links.at(-1)).not.toMatch(/rel="next"/);
  });

  it('filters by ?category= on the server, the total counting only that category', async () => {
    const whole = courseSchema.array().parse((await api.request.get('/api/courses')).body);
    const category = whole[0]!.category;
    const expected = whole.filter((course) => course.category === category);
    expect(expected.length).toBeLessThan(whole.length);

    const res = await api.request.get('/api/courses').query({ category });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(expected));
    expect(total(res)).toBe(expected.length);

    const blank = await api.request.get('/api/courses?category=%20');
    expect(ids(blank.body)).toEqual(ids(whole));

    const none = await api.request.get('/api/courses?category=No%20such%20category');
    expect(none.body).toEqual([]);
    expect(total(none)).toBe(0);
  });

  it('keeps the filter in the links to the other pages', async () => {
    await newCourse('Paging one', 'Paging');
    await newCourse('Paging two', 'Paging');
    const res = await api.request.get('/api/courses?category=Paging&limit=1');
    expect(res.body.map((c: { title: string }) => c.title)).toEqual(['Paging two']);
    expect(total(res)).toBe(2);
    expect(res.headers.link).toBe('</api/courses?limit=1&page=2&category=Paging>; rel="next"');
  });

  it('answers a page past the end with no courses and the real total', async () => {
    const res = await api.request.get('/api/courses?page=50');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(total(res)).toBeGreaterThan(0);
    expect(res.headers.link).toMatch(/rel="prev"/);
  });

  it('gives a different ETag when only the total changed, so a client never keeps an old total', async () => {
    const past = await api.request.get('/api/courses?page=400&limit=1');
    expect(past.body).toEqual([]);
    await newCourse('One more course', 'Counting');
    const again = await api.request.get('/api/courses?page=400&limit=1').set('If-None-Match', past.headers.etag!);
    expect(again.status).toBe(200);
    expect(total(again)).toBe(total(past) + 1);
  });

  it('answers /api/courses and /api/courses?page=1 alike, from one cache entry', async () => {
    const bare = await api.request.get('/api/courses');
    const first = await api.request.get(`/api/courses?page=1&limit=${PUBLIC_PAGE_SIZE.courses}`);
    expect(first.headers.etag).toBe(bare.headers.etag);
    const revalidated = await api.request.get('/api/courses?page=1').set('If-None-Match', bare.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-total-count']).toBe(bare.headers['x-total-count']);
  });

  it.each([
    ['page=0', MESSAGES.listPageInvalid],
    ['page=1.5', MESSAGES.listPageInvalid],
    [`page=${LIST_LIMIT.maxPage + 1}`, MESSAGES.listPageInvalid],
    ['limit=0', MESSAGES.listLimitInvalid],
    [`limit=${LIST_LIMIT.max + 1}`, MESSAGES.listLimitInvalid],
    ['limit=1e2', MESSAGES.listLimitInvalid],
    ['limit=5&limit=6', MESSAGES.listLimitInvalid],
    ['category=a&category=b', MESSAGES.filterTextInvalid],
    [`category=${'x'.repeat(500)}`, MESSAGES.filterTextInvalid],
  ])('answers ?%s with 400 and the sentence', async (query, message) => {
    const res = await api.request.get(`/api/courses?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('GET /api/courses/filters', () => {
  it('lists the categories of the published courses, each once, alphabetically, drafts left out', async () => {
    await api.payload.create({
      collection: 'courses',
      data: {
        title: 'Draft only',
        category: 'Unpublished Topic',
        level: 'Beginner',
        durationHrs: 1,
        rating: 4,
        price: 1,
      },
      draft: true,
    });
    const res = await api.request.get('/api/courses/filters');
    expect(res.status).toBe(200);
    const { categories } = courseFilterOptionsSchema.strict().parse(res.body);
    const published = courseSchema.array().parse((await api.request.get(`/api/courses?limit=${LIST_LIMIT.max}`)).body);
    expect(categories).toEqual([...new Set(published.map((c) => c.category))].sort());
    expect(categories).not.toContain('Unpublished Topic');
  });

  it('shows a new category at once', async () => {
    await api.request.get('/api/courses/filters');
    await newCourse('Brand new', 'Zoology of Trials');
    const { categories } = (await api.request.get('/api/courses/filters')).body;
    expect(categories).toContain('Zoology of Trials');
  });
});

describe('GET /api/portfolio with its filters', () => {
  it('filters by discipline, service and year together, on every page', async () => {
    const whole = projectSchema.array().parse((await api.request.get('/api/portfolio')).body);
    const { domain, year } = whole[0]!;
    const res = await api.request.get('/api/portfolio').query({ discipline: domain, year });
    expect(ids(res.body)).toEqual(ids(whole.filter((p) => p.domain === domain && p.year === year)));
    expect(total(res)).toBe(res.body.length);

    const service = await api.request.get('/api/portfolio?service=AI%20Tools&limit=1');
    const withService = whole.filter((p) => p.service === 'AI Tools');
    expect(ids(service.body)).toEqual(ids(withService).slice(0, 1));
    expect(total(service)).toBe(withService.length);
  });

  it('refuses a service off the list and a year that is not one', async () => {
    const service = await api.request.get('/api/portfolio?service=Catering');
    expect(service.status).toBe(400);
    expect(service.body.error).toBe(MESSAGES.serviceInvalid);
    for (const year of ['99', '20x4', '1800']) {
      const res = await api.request.get(`/api/portfolio?year=${year}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.yearFilterInvalid);
    }
  });

  it('offers the disciplines alphabetically and the years newest first, of published projects', async () => {
    const whole = projectSchema.array().parse((await api.request.get('/api/portfolio')).body);
    const res = await api.request.get('/api/portfolio/filters');
    const options = portfolioFilterOptionsSchema.strict().parse(res.body);
    expect(options.disciplines).toEqual([...new Set(whole.map((p) => p.domain))].sort());
    expect(options.years).toEqual([...new Set(whole.map((p) => p.year))].sort((a, b) => b - a));
  });
});

describe('GET /api/reviews with ?service= and its summary', () => {
  it('filters approved reviews by service and averages every one the filter keeps', async () => {
    const whole = reviewSchema.array().parse((await api.request.get('/api/reviews')).body);
    const service = whole[0]!.service;
    const kept = whole.filter((r) => r.service === service);

    const page = await api.request.get('/api/reviews').query({ service, limit: 1 });
    expect(ids(page.body)).toEqual(ids(kept).slice(0, 1));
    expect(total(page)).toBe(kept.length);

    const summary = reviewSummarySchema
      .strict()
      .parse((await api.request.get('/api/reviews/summary').query({ service })).body);
    const average = Math.round((kept.reduce((sum, r) => sum + r.rating, 0) / kept.length) * 10) / 10;
    expect(summary).toEqual({ count: kept.length, average });

    const all = (await api.request.get('/api/reviews/summary')).body;
    expect(all.count).toBe(whole.length);
  });

  it('says there is no average for a service without approved reviews, and refuses one off the list', async () => {
    await api.payload.delete({ collection: 'reviews', where: { service: { equals: 'AI Tools' } } });
    expect((await api.request.get('/api/reviews/summary?service=AI%20Tools')).body).toEqual({
      count: 0,
      average: null,
    });
    const bad = await api.request.get('/api/reviews/summary?service=Catering');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.reviewServiceInvalid);
  });
});

describe('GET /api/services', () => {
  it('answers ?limit=1 with one service, the total and a link to the next', async () => {
    const whole = await api.request.get('/api/services');
    const res = await api.request.get('/api/services?limit=1');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(ids(whole.body).slice(0, 1));
    expect(total(res)).toBe(whole.body.length);
    expect(res.headers.link).toBe('</api/services?limit=1&page=2>; rel="next"');
  });
});
