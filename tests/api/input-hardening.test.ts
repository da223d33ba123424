import { gzipSync } from 'node:zlib';
import { LIST_MAX, MESSAGES, TEXT_MAX } from '@manara/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cached,
  clearPublicCache,
  invalidate,
  PUBLIC_CACHE_MAX_BYTES,
  PUBLIC_CACHE_MAX_ENTRIES,
} from '../../apps/cms/src/lib/public-cache';
import { registerMember, sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * "Harden the doors" on /api: only canonical ids name a record, no client input causes a 5xx or
 * grows the server's memory without bound, and every list and number has a limit written once in
 * the contracts and applied by the schemas and the Payload collections alike.
 */

let api: TestApi;
let admin: string;
let ids: { course: string; review: string; user: string; enrollment: string; request: string; service: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  const member = await registerMember(api, { email: 'hardening@clinic.test', password: 'member-pass' });
  const first = async (collection: 'courses' | 'reviews' | 'enrollments' | 'service-requests' | 'services') =>
    String((await api.payload.find({ collection, limit: 1, depth: 0, sort: 'createdAt' })).docs[0]!.id);
  ids = {
    course: await first('courses'),
    review: await first('reviews'),
    user: member.user.id,
    enrollment: await first('enrollments'),
    request: await first('service-requests'),
    service: await first('services'),
  };
});
afterAll(async () => {
  await api?.close();
});

const admin$ = (method: 'post' | 'put' | 'patch' | 'delete', path: string) =>
  api.request[method](path).set(sameOrigin).set('Cookie', admin);

const validCourse = { title: 'Limits', category: 'Testing', level: 'Beginner', durationHrs: 2, rating: 4, price: 10 };
const validProject = { title: 'Limits', domain: 'Testing', summary: 'A project.', year: 2024, tags: ['a'] };

/** Spellings that JavaScript's Number() or SQLite read as the same integer, but are not its canonical id. */
function aliasesOf(id: string): string[] {
  const n = Number(id);
  return [`0${id}`, `00${id}`, `${id}e0`, `0x${n.toString(16)}`, `${id}.0`, `+${id}`, `%20${id}`, `${id}%20`];
}

describe('canonical ids only', () => {
  it('answers a course by its canonical id, and 404 "Course not found" for every other spelling', async () => {
    expect((await api.request.get(`/api/courses/${ids.course}`)).status).toBe(200);
    for (const alias of aliasesOf(ids.course)) {
      const res = await api.request.get(`/api/courses/${alias}`);
      expect({ alias, status: res.status, body: res.body }).toEqual({
        alias,
        status: 404,
        body: { error: MESSAGES.courseNotFound },
      });
    }
  });

  it('answers a MongoDB-shaped id with a 404 on SQLite, never a 500, to reads and writes alike', async () => {
    for (const id of ['0123456789abcdef01234567', '0123456789ABCDEF01234567', '9'.repeat(16)]) {
      const res = await api.request.get(`/api/courses/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    }
    // An ObjectId reached SQLite as NaN on the way to an update.
    for (const [method, path] of [
      ['put', '/api/courses/507f1f77bcf86cd799439011'],
      ['delete', '/api/courses/507f1f77bcf86cd799439011'],
      ['put', '/api/projects/507f1f77bcf86cd799439011'],
      ['patch', '/api/admin/enrollments/507f1f77bcf86cd799439011'],
    ] as const) {
      const res = await admin$(method, path).send(path.includes('projects') ? validProject : validCourse);
      expect(res.status, path).toBe(404);
    }
  });

  it('does not update or delete a course through an alias of its id', async () => {
    const before = (await api.request.get(`/api/courses/${ids.course}`)).body;
    const put = await admin$('put', `/api/courses/0${ids.course}`).send({ ...validCourse, title: 'Renamed' });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: MESSAGES.courseNotFound });
    const del = await admin$('delete', `/api/courses/${ids.course}e0`);
    expect(del.status).toBe(404);
    expect((await api.request.get(`/api/courses/${ids.course}`)).body).toEqual(before);
  });

  it('answers 404 for an alias of an id carried in a body, and still accepts the id as a number', async () => {
    const review = { name: 'Alias', service: 'Courses', quote: 'Alias test.', rating: 4, status: 'approved' };
    const alias = await admin$('post', '/api/admin/reviews').send({ ...review, id: `0${ids.review}` });
    expect(alias.status).toBe(404);
    expect(alias.body).toEqual({ error: MESSAGES.notFound });
    const user = await admin$('post', '/api/admin/users').send({
      id: `${ids.user}.0`,
      name: 'Alias',
      email: 'a@x.test',
    });
    expect(user.status).toBe(404);
    expect((await api.payload.findByID({ collection: 'users', id: ids.user })).name).not.toBe('Alias');

    const numeric = await admin$('post', '/api/admin/reviews').send({ ...review, id: Number(ids.review) });
    expect(numeric.status).toBe(200);
    expect(numeric.body).toMatchObject({ id: ids.review, name: 'Alias' });
  });

  it('answers 404 for aliases on the other id routes', async () => {
    const calls = [
      admin$('patch', `/api/reviews/0${ids.review}/status`).send({ status: 'approved' }),
      admin$('patch', `/api/admin/enrollments/0${ids.enrollment}`).send({ progress: 40 }),
      admin$('patch', `/api/admin/service-requests/0x${Number(ids.request).toString(16)}`).send({
        status: 'completed',
      }),
      admin$('delete', `/api/reviews/${ids.review}e0`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.notFound });
    }
  });
});

describe('the public answer cache is bounded', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearPublicCache();
  });

  it(`keeps at most ${PUBLIC_CACHE_MAX_ENTRIES} answers, dropping the least recently used`, async () => {
    const load = vi.fn(async () => ['x']);
    for (let i = 0; i <= PUBLIC_CACHE_MAX_ENTRIES; i += 1) await cached(`k${i}`, 'courses', load);
    expect(load).toHaveBeenCalledTimes(PUBLIC_CACHE_MAX_ENTRIES + 1);
    await cached(`k${PUBLIC_CACHE_MAX_ENTRIES}`, 'courses', load); // the newest is still there
    expect(load).toHaveBeenCalledTimes(PUBLIC_CACHE_MAX_ENTRIES + 1);
    await cached('k0', 'courses', load); // the oldest was dropped
    expect(load).toHaveBeenCalledTimes(PUBLIC_CACHE_MAX_ENTRIES + 2);
  });

  it('keeps the bodies under the byte cap', async () => {
    const body = 'x'.repeat(Math.ceil(PUBLIC_CACHE_MAX_BYTES / 4));
    const load = vi.fn(async () => body);
    for (let i = 0; i < 5; i += 1) await cached(`big${i}`, 'reviews', load);
    await cached('big4', 'reviews', load);
    expect(load).toHaveBeenCalledTimes(5);
    await cached('big0', 'reviews', load);
    expect(load).toHaveBeenCalledTimes(6);
    // A body larger than the whole cap is answered but never kept.
    const huge = vi.fn(async () => 'y'.repeat(PUBLIC_CACHE_MAX_BYTES + 1));
    expect((await cached('huge', 'reviews', huge))?.body.length).toBe(PUBLIC_CACHE_MAX_BYTES + 3);
    await cached('huge', 'reviews', huge);
    expect(huge).toHaveBeenCalledTimes(2);
  });

  it('still drops a tag on a change, and does not store a read that raced the change', async () => {
    const load = vi.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['b']).mockResolvedValueOnce(['c']);
    expect((await cached('t', 'projects', load))?.body).toBe('["a"]');
    invalidate('projects');
    const racing = cached('t', 'projects', async () => {
      const value = await load();
      invalidate('projects');
      return value;
    });
    expect((await racing)?.body).toBe('["b"]');
    expect((await cached('t', 'projects', load))?.body).toBe('["c"]');
  });
});

describe('no client input causes a 5xx', () => {
  it('answers a malformed % escape in a route parameter with 400', async () => {
    for (const path of ['/api/courses/%E0%A4%A', '/api/courses/%', '/api/reviews/%E0%A4%A/status']) {
      const res = await (path.endsWith('status')
        ? admin$('patch', path).send({ status: 'approved' })
        : api.request.get(path));
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { error: MESSAGES.malformedUrl },
      });
    }
  });

  it('answers text with a NUL character with 400 in words and stores nothing, on every engine', async () => {
    const before = (await api.payload.count({ collection: 'leads' })).totalDocs;
    const contact = await api.request.post('/api/contact').set(sameOrigin).send({
      name: 'Dr. Amal\u0000 Farouk',
      email: 'nul@clinic.test',
      message: 'We need help with a survival analysis.',
      sourcePage: '/contact',
    });
    expect({ status: contact.status, body: contact.body }).toEqual({
      status: 400,
      body: { error: MESSAGES.nulCharacter },
    });
    // In a key, deep in a body, in a path and in a query string.
    const nested = await admin$('post', '/api/courses').send({ ...validCourse, extra: [{ ['k\u0000']: 1 }] });
    expect(nested.status).toBe(400);
    for (const path of ['/api/courses/%00', '/api/courses?q=a%00b', '/api/journals?field=%00']) {
      const res = await api.request.get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { error: MESSAGES.nulCharacter },
      });
    }
    expect((await api.payload.count({ collection: 'leads' })).totalDocs).toBe(before);
  });

  it('answers a gzip body that does not inflate with 400, and an unknown encoding with 415', async () => {
    const garbage = await api.request
      .post('/api/reviews')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('this is not gzip at all');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ error: MESSAGES.unreadableBody });

    const unknown = await api.request
      .post('/api/reviews')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send('{}');
    expect(unknown.status).toBe(415);
    expect(unknown.body).toEqual({ error: MESSAGES.notJson });

    // A real gzip body is read as JSON (the session check comes after): 401, not a body error.
    const real = await api.request
      .post('/api/reviews')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string) // the bytes as they are, not JSON of a Buffer
      .send(gzipSync(JSON.stringify({ service: 'Courses', quote: 'Hi' })));
    expect({ status: real.status, body: real.body }).toEqual({ status: 401, body: { error: MESSAGES.reviewSignIn } });
  });

  it('answers tags nested 10,000 deep, or tags that are not text, with 400 and stores nothing', async () => {
    const before = (await api.payload.count({ collection: 'projects' })).totalDocs;
    const deep = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    const { tags: _tags, ...rest } = validProject;
    const body = `${JSON.stringify(rest).slice(0, -1)},"tags":${deep}}`;
    const nested = await admin$('post', '/api/projects').set('Content-Type', 'application/json').send(body);
    expect(nested.status).toBe(400);
    expect(nested.body).toEqual({ error: MESSAGES.bodyTooDeep });
    for (const tags of [[['a', 'b']], [{ tag: 'a' }], [1]]) {
      const res = await admin$('post', '/api/projects').send({ ...validProject, tags });
      expect(res.status, JSON.stringify(tags)).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.tagInvalid, fields: { 'tags.0': MESSAGES.tagInvalid } });
    }
    expect((await api.payload.count({ collection: 'projects' })).totalDocs).toBe(before);
  });

  it('answers a project with 10,000 tags with 400 "Use at most 20 tags" and stores nothing', async () => {
    const before = (await api.payload.count({ collection: 'projects' })).totalDocs;
    const tags = Array.from({ length: 10_000 }, (_, i) => `t${i}`);
    for (const body of [
      { ...validProject, tags },
      { ...validProject, tags: tags.join(',') },
    ]) {
      const res = await admin$('post', '/api/projects').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.tooManyTags, fields: { tags: MESSAGES.tooManyTags } });
    }
    expect((await api.payload.count({ collection: 'projects' })).totalDocs).toBe(before);
  });

  it.each([
    ['durationHrs', 2 ** 53, MESSAGES.durationRange],
    ['durationHrs', 1e308, MESSAGES.durationRange],
    ['durationHrs', '1e400', MESSAGES.courseNumbers],
    ['durationHrs', 0, MESSAGES.durationRange],
    ['durationHrs', -5, MESSAGES.durationRange],
    ['durationHrs', 1000.5, MESSAGES.durationRange],
    ['price', 1_000_001, MESSAGES.priceRange],
    ['price', -1, MESSAGES.priceRange],
    ['price', Number.MAX_VALUE, MESSAGES.priceRange],
    ['rating', 1e20, MESSAGES.ratingRange],
  ])('answers a course with %s %s with 400', async (field, value, message) => {
    const res = await admin$('post', '/api/courses').send({ ...validCourse, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, fields: { [field]: message } });
  });

  it('accepts the limits themselves', async () => {
    const edge = { ...validCourse, title: 'T'.repeat(TEXT_MAX.short), durationHrs: 1000, price: 1_000_000, rating: 5 };
    const res = await admin$('post', '/api/courses').send(edge);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ durationHrs: 1000, price: 1_000_000 });
    const project = await admin$('post', '/api/projects').send({
      ...validProject,
      year: 1900,
      tags: Array.from({ length: LIST_MAX.tags }, (_, i) => `${i}`.padEnd(TEXT_MAX.tag, 'x')),
    });
    expect(project.status).toBe(201);
  });

  it.each([1e20, 2 ** 53, 1899, 2101, -2024])('answers a project with year %s with 400', async (year) => {
    const res = await admin$('post', '/api/projects').send({ ...validProject, year });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.yearRange, fields: { year: MESSAGES.yearRange } });
  });

  it.each([
    '/api/admin/users',
    '/api/projects',
    '/api/admin/enrollments',
    '/api/admin/service-requests',
    '/api/admin/reviews',
  ])('answers huge, negative or non-numeric ?page= and ?limit= on %s with 400', async (path) => {
    const join = path.includes('?') ? '' : '?';
    const cases: [string, string][] = [
      ['page=9007199254740991', MESSAGES.listPageInvalid],
      ['page=1e12', MESSAGES.listPageInvalid],
      ['page=-3', MESSAGES.listPageInvalid],
      ['page=0', MESSAGES.listPageInvalid],
      ['page=abc', MESSAGES.listPageInvalid],
      ['page=1&page=2', MESSAGES.listPageInvalid],
      ['limit=1e9', MESSAGES.listLimitInvalid],
      ['limit=-1', MESSAGES.listLimitInvalid],
      ['limit=0', MESSAGES.listLimitInvalid],
      ['limit=2.5', MESSAGES.listLimitInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await api.request.get(`${path}${join}${query}`).set('Cookie', admin);
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error: message });
    }
    const ok = await api.request.get(`${path}${join}limit=500&page=2`).set('Cookie', admin);
    expect(ok.status).toBe(200);
    const blank = await api.request.get(`${path}${join}limit=&page=`).set('Cookie', admin);
    expect(blank.status).toBe(200);
  });
});

describe('lengths and counts have limits', () => {
  const long = 'L'.repeat(TEXT_MAX.long + 1);
  const longTitle = 'T'.repeat(TEXT_MAX.short + 1);

  it.each([
    ['/api/courses', { ...validCourse, title: longTitle }, 'title', MESSAGES.titleTooLong],
    ['/api/courses', { ...validCourse, category: longTitle }, 'category', MESSAGES.lineTooLong],
    ['/api/projects', { ...validProject, summary: long }, 'summary', MESSAGES.textTooLong],
    ['/api/projects', { ...validProject, tags: ['x'.repeat(TEXT_MAX.tag + 1)] }, 'tags.0', MESSAGES.tagTooLong],
    [
      '/api/admin/reviews',
      { name: 'N', service: 'Courses', quote: long, rating: 4, status: 'approved' },
      'quote',
      MESSAGES.textTooLong,
    ],
    [
      '/api/admin/reviews',
      { name: longTitle, service: 'Courses', quote: 'Q', rating: 4, status: 'approved' },
      'name',
      MESSAGES.nameTooLong,
    ],
  ])('POST %s answers 400 for a field over its limit (%#)', async (path, body, field, message) => {
    const res = await admin$('post', path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses a service-request detail over 5,000 characters and a public review quote over it', async () => {
    const patch = await admin$('patch', `/api/admin/service-requests/${ids.request}`).send({ details: long });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ error: MESSAGES.textTooLong, fields: { details: MESSAGES.textTooLong } });
    const member = await signIn(api, 'hardening@clinic.test', 'member-pass');
    const review = await sendAs(api, member, 'post', '/api/reviews').send({
      service: 'Courses',
      quote: long,
      rating: 5,
    });
    expect(review.status).toBe(400);
    expect(review.body).toEqual({ error: MESSAGES.textTooLong, fields: { quote: MESSAGES.textTooLong } });
  });

  it('the collections enforce the same limits on writes that bypass /api (the CMS, scripts)', async () => {
    const rejects = async (write: () => Promise<unknown>) => {
      await expect(write()).rejects.toMatchObject({ name: 'ValidationError' });
    };
    const course = { ...validCourse, level: 'Beginner' as const };
    await rejects(() => api.payload.create({ collection: 'courses', data: { ...course, durationHrs: 2 ** 53 } }));
    await rejects(() => api.payload.create({ collection: 'courses', data: { ...course, durationHrs: 0 } }));
    await rejects(() => api.payload.create({ collection: 'courses', data: { ...course, price: 1_000_001 } }));
    await rejects(() => api.payload.create({ collection: 'courses', data: { ...course, title: longTitle } }));
    await rejects(() =>
      api.payload.create({
        collection: 'courses',
        data: { ...course, modules: Array.from({ length: LIST_MAX.modules + 1 }, () => ({ title: 'M' })) },
      }),
    );
    await rejects(() =>
      api.payload.create({
        collection: 'courses',
        data: {
          ...course,
          modules: [{ title: 'M', lessons: Array.from({ length: LIST_MAX.lessons + 1 }, () => 'l') }],
        },
      }),
    );
    await rejects(() =>
      api.payload.create({
        collection: 'projects',
        data: { ...validProject, tags: Array.from({ length: LIST_MAX.tags + 1 }, (_, i) => `t${i}`) },
      }),
    );
    await rejects(() => api.payload.create({ collection: 'projects', data: { ...validProject, year: 1899 } }));
    await rejects(() =>
      api.payload.create({
        collection: 'reviews',
        data: { name: 'N', service: 'Courses', quote: long, rating: 4, status: 'pending' },
      }),
    );
    await rejects(() =>
      api.payload.create({
        collection: 'reviews',
        data: { name: 'N', service: 'S', quote: 'Q', rating: 6, status: 'pending' },
      }),
    );
    await rejects(() =>
      api.payload.update({
        collection: 'services',
        id: ids.service,
        data: { features: Array.from({ length: LIST_MAX.features + 1 }, () => 'f') },
      }),
    );
    await rejects(() =>
      api.payload.update({ collection: 'service-requests', id: ids.request, data: { details: long } }),
    );
    await expect(
      api.payload.updateGlobal({
        slug: 'site-settings',
        data: { offices: Array.from({ length: LIST_MAX.offices + 1 }, () => ({ city: 'C' })) },
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
  });
});

describe('a service route is a path on this site', () => {
  it.each([
    '//evil.example/phish',
    '/\\evil',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/ courses',
    '',
  ])('refuses %j', async (route) => {
    await expect(
      api.payload.update({ collection: 'services', id: ids.service, data: { route } }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
  });

  it('accepts a path on the site', async () => {
    const doc = await api.payload.update({
      collection: 'services',
      id: ids.service,
      data: { route: '/courses?level=Beginner' },
    });
    expect(doc.route).toBe('/courses?level=Beginner');
  });
});

describe('register without e-mail or password', () => {
  it.each([
    [{ name: 'x', country: 'ZZ' }],
    [{ email: 'someone@clinic.test', name: 'x', country: 'ZZ' }],
    [{ password: 'long-enough', name: 12, country: 'ZZ' }],
    [{ email: '', password: '', name: 'x' }],
  ])('answers "Email and password are required" first, whatever else is wrong (%#)', async (body) => {
    const res = await api.request.post('/api/auth/register').set(sameOrigin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.credentialsRequired);
    expect(Object.values(res.body.fields)).toContain(MESSAGES.credentialsRequired);
  });
});
