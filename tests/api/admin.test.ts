import {
  adminEnrollmentSchema,
  adminReviewSchema,
  adminUserSchema,
  courseSchema,
  MESSAGES,
  projectSchema,
  serviceRequestSchema,
  summarySchema,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

let api: TestApi;
let admin: string;
let member: Awaited<ReturnType<typeof registerMember>>;
let ids: { course: string; project: string; review: string; enrollment: string; request: string; user: string };

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  member = await registerMember(api, { email: 'member@clinic.test', password: 'member-pass', name: 'Mira Haddad' });
  const first = async (collection: 'courses' | 'projects' | 'reviews' | 'enrollments' | 'service-requests') =>
    String((await api.payload.find({ collection, limit: 1, depth: 0 })).docs[0]!.id);
  ids = {
    // A course of its own: deleting a seeded one would take its enrollments with it.
    course: String(
      (
        await api.payload.create({
          collection: 'courses',
          data: { title: 'Matrix course', category: 'Testing', level: 'Beginner', durationHrs: 1, rating: 4, price: 1 },
        })
      ).id,
    ),
    project: await first('projects'),
    review: String(
      (await api.payload.find({ collection: 'reviews', where: { name: { equals: 'Emily Brooks' } }, limit: 1 }))
        .docs[0]!.id,
    ),
    enrollment: await first('enrollments'),
    request: await first('service-requests'),
    user: member.user.id,
  };
});
afterAll(async () => {
  await api?.close();
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface AdminCall {
  method: Method;
  path: () => string;
  body?: () => object;
  ok: number;
}

const validCourse = {
  title: 'Matrix course',
  category: 'Testing',
  level: 'Beginner',
  durationHrs: 2,
  rating: 4.5,
  price: 10,
};
const validProject = { title: 'Matrix project', domain: 'Testing', summary: 'A project.', year: 2024, tags: 'a, b' };

/** Every admin-only endpoint of the contract, with a body that succeeds for an admin. */
const ADMIN_CALLS: AdminCall[] = [
  { method: 'post', path: () => '/api/courses', body: () => validCourse, ok: 201 },
  { method: 'put', path: () => `/api/courses/${ids.course}`, body: () => validCourse, ok: 200 },
  { method: 'get', path: () => '/api/projects', ok: 200 },
  { method: 'post', path: () => '/api/projects', body: () => validProject, ok: 201 },
  { method: 'put', path: () => `/api/projects/${ids.project}`, body: () => validProject, ok: 200 },
  { method: 'patch', path: () => `/api/reviews/${ids.review}/status`, body: () => ({ status: 'approved' }), ok: 200 },
  {
    method: 'post',
    path: () => '/api/admin/reviews',
    body: () => ({ name: 'Matrix', service: 'Courses', quote: 'Fine.', rating: 4, status: 'approved' }),
    ok: 201,
  },
  { method: 'get', path: () => '/api/admin/reviews', ok: 200 },
  { method: 'get', path: () => '/api/admin/summary', ok: 200 },
  { method: 'get', path: () => '/api/admin/users', ok: 200 },
  {
    method: 'post',
    path: () => '/api/admin/users',
    body: () => ({ id: ids.user, name: 'Mira Haddad', email: 'member@clinic.test', role: 'member', plan: 'Starter' }),
    ok: 200,
  },
  { method: 'get', path: () => '/api/admin/enrollments', ok: 200 },
  { method: 'patch', path: () => `/api/admin/enrollments/${ids.enrollment}`, body: () => ({ progress: 40 }), ok: 200 },
  { method: 'get', path: () => '/api/admin/service-requests', ok: 200 },
  {
    method: 'patch',
    path: () => `/api/admin/service-requests/${ids.request}`,
    body: () => ({ status: 'in_progress' }),
    ok: 200,
  },
  // Deletes last: they remove the records the calls above use.
  { method: 'delete', path: () => `/api/reviews/${ids.review}`, ok: 204 },
  { method: 'delete', path: () => `/api/projects/${ids.project}`, ok: 204 },
  { method: 'delete', path: () => `/api/courses/${ids.course}`, ok: 204 },
];

function call({ method, path, body }: AdminCall, cookie?: string) {
  let req = api.request[method](path()).set(sameOrigin);
  if (cookie) req = req.set('Cookie', cookie);
  return body ? req.send(body()) : req;
}

describe('authorization matrix: every admin endpoint × anonymous / member / admin', () => {
  it.each(ADMIN_CALLS.map((c) => [`${c.method.toUpperCase()} ${c.path.toString().replace(/^.*=> /, '')}`, c]))(
    '%s → 401 / 403 / 2xx',
    async (_name, adminCall) => {
      const anonymous = await call(adminCall as AdminCall);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ error: MESSAGES.notSignedIn });
      const asMember = await call(adminCall as AdminCall, member.cookie);
      expect(asMember.status).toBe(403);
      expect(asMember.body).toEqual({ error: MESSAGES.forbidden });
      const asAdmin = await call(adminCall as AdminCall, admin);
      expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe((adminCall as AdminCall).ok);
    },
  );
});

describe('courses', () => {
  it('creates, updates and deletes a course in the contract shape', async () => {
    const created = await sendAs(api, admin, 'post', '/api/courses').send({
      title: '  Bayesian Methods for Trials  ',
      category: 'Biostatistics',
      level: 'Advanced',
      durationHrs: '12',
      rating: 4.8,
      price: 210,
      role: 'admin',
    });
    expect(created.status).toBe(201);
    const course = courseSchema.strict().parse(created.body);
    expect(course).toMatchObject({ title: 'Bayesian Methods for Trials', durationHrs: 12 });

    const updated = await sendAs(api, admin, 'put', `/api/courses/${course.id}`).send({
      ...course,
      id: undefined,
      price: 199,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.price).toBe(199);
    expect((await api.request.get(`/api/courses/${course.id}`)).body.price).toBe(199);

    const removed = await sendAs(api, admin, 'delete', `/api/courses/${course.id}`);
    expect(removed.status).toBe(204);
    expect((await api.request.get(`/api/courses/${course.id}`)).status).toBe(404);
  });

  it.each([
    [{ ...validCourse, title: '   ' }, MESSAGES.courseRequired],
    [{ ...validCourse, category: undefined }, MESSAGES.courseRequired],
    [{ ...validCourse, title: ['array'] }, MESSAGES.courseRequired],
    [{ ...validCourse, durationHrs: 'two' }, MESSAGES.courseNumbers],
    [{ ...validCourse, price: null }, MESSAGES.courseNumbers],
    [{ ...validCourse, rating: {} }, MESSAGES.courseNumbers],
    [{ ...validCourse, rating: 7 }, MESSAGES.ratingRange],
    [{ ...validCourse, level: 'Expert' }, MESSAGES.courseLevel],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await sendAs(api, admin, 'post', '/api/courses').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('never answers 500 to odd numbers or ids', async () => {
    const huge = await sendAs(api, admin, 'post', '/api/courses').send({
      ...validCourse,
      price: 1e308,
      durationHrs: -5,
    });
    expect([201, 400]).toContain(huge.status);
    for (const id of ['abc', '99999999999999999999', '0']) {
      const put = await sendAs(api, admin, 'put', `/api/courses/${id}`).send(validCourse);
      expect(put.status).toBe(404);
      expect(put.body).toEqual({ error: MESSAGES.courseNotFound });
      const del = await sendAs(api, admin, 'delete', `/api/courses/${id}`);
      expect(del.status).toBe(404);
    }
  });
});

describe('projects', () => {
  it('creates with tags split from a comma string, lists with paging, updates and deletes', async () => {
    const created = await sendAs(api, admin, 'post', '/api/projects').send({
      title: 'Sepsis bundle compliance',
      domain: 'Critical Care',
      summary: 'Interrupted time series of bundle compliance.',
      year: '2025',
      tags: ' ITS , , quality improvement,',
      service: 'Data Analysis',
    });
    expect(created.status).toBe(201);
    const project = projectSchema.strict().parse(created.body);
    expect(project.tags).toEqual(['ITS', 'quality improvement']);
    expect(project.service).toBe('Data Analysis');

    const page = await api.request.get('/api/projects?limit=2&page=1').set('Cookie', admin);
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBe((await api.payload.count({ collection: 'projects' })).totalDocs);
    const beyond = await api.request.get('/api/projects?limit=abc&page=-3').set('Cookie', admin);
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({
      error: MESSAGES.listLimitInvalid,
      fields: { limit: MESSAGES.listLimitInvalid, page: MESSAGES.listPageInvalid },
    });

    const updated = await sendAs(api, admin, 'put', `/api/projects/${project.id}`).send({
      ...project,
      tags: ['ITS'],
      year: 2024,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ year: 2024, tags: ['ITS'] });

    const unpublished = await sendAs(api, admin, 'put', `/api/projects/${project.id}`).send({
      ...project,
      published: false,
    });
    expect(unpublished.status).toBe(200);
    const portfolio = await api.request.get('/api/portfolio');
    expect(portfolio.body.map((p: { id: string }) => p.id)).not.toContain(project.id);

    expect((await sendAs(api, admin, 'delete', `/api/projects/${project.id}`)).status).toBe(204);
    expect((await sendAs(api, admin, 'delete', `/api/projects/${project.id}`)).status).toBe(404);
  });

  it.each([
    [{ ...validProject, title: '' }, MESSAGES.projectRequired],
    [{ ...validProject, summary: undefined }, MESSAGES.projectRequired],
    [{ ...validProject, year: 'last year' }, MESSAGES.projectYear],
    [{ ...validProject, year: 2024.5 }, MESSAGES.projectYear],
    [{ ...validProject, service: 'Catering' }, MESSAGES.serviceInvalid],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await sendAs(api, admin, 'post', '/api/projects').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('reviews', () => {
  it('stores a member review under the session user, pending, whatever the body claims', async () => {
    const res = await sendAs(api, member.cookie, 'post', '/api/reviews').send({
      userId: '1',
      name: 'Somebody Else',
      email: 'someone.else@clinic.test',
      country: 'SA',
      plan: 'Enterprise',
      role: 'admin',
      status: 'approved',
      service: ' Data Analysis ',
      rating: 7.26,
      quote: '  Clear, fast and rigorous.  ',
    });
    expect(res.status).toBe(201);
    const review = adminReviewSchema.strict().parse(res.body);
    expect(review).toMatchObject({
      userId: member.user.id,
      name: 'Mira Haddad',
      email: 'member@clinic.test',
      country: 'US',
      plan: 'Starter',
      role: 'member',
      status: 'pending',
      service: 'Data Analysis',
      quote: 'Clear, fast and rigorous.',
      rating: 5,
    });
    const stored = await api.payload.findByID({ collection: 'reviews', id: review.id, depth: 0 });
    expect(String(stored.user)).toBe(member.user.id);
    const publicList = await api.request.get('/api/reviews');
    expect(publicList.body.map((r: { id: string }) => r.id)).not.toContain(review.id);
  });

  it('clamps the rating to 1–5 at 0.1 steps and defaults it to 5', async () => {
    const send = (rating: unknown) =>
      sendAs(api, member.cookie, 'post', '/api/reviews').send({ service: 'Courses', quote: 'Useful.', rating });
    expect((await send(0)).body.rating).toBe(1);
    expect((await send(3.14159)).body.rating).toBe(3.1);
    expect((await send(undefined)).body.rating).toBe(5);
    expect((await send('abc')).body.rating).toBe(5);
  });

  it('asks for a service and a story, and for a session', async () => {
    for (const body of [{ quote: 'x' }, { service: 'Courses', quote: '   ' }, {}]) {
      const res = await sendAs(api, member.cookie, 'post', '/api/reviews').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.reviewMissingDetails);
    }
    const anonymous = await api.request.post('/api/reviews').set(sameOrigin).send({ service: 'Courses', quote: 'Hi' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: MESSAGES.reviewSignIn });
  });

  it('lets an admin moderate, create, update by id, list and delete', async () => {
    const created = await sendAs(api, admin, 'post', '/api/admin/reviews').send({
      name: 'Dr. Salma Idris',
      email: '',
      service: 'Research Services',
      rating: '4.5',
      quote: 'Our IRB package was approved first time.',
    });
    expect(created.status).toBe(201);
    const review = adminReviewSchema.strict().parse(created.body);
    expect(review).toMatchObject({ status: 'pending', rating: 4.5 });
    expect(review.email).toBeUndefined();

    const updated = await sendAs(api, admin, 'post', '/api/admin/reviews').send({
      id: review.id,
      name: 'Dr. Salma Idris',
      email: 'salma@clinic.test',
      service: 'Research Services',
      rating: 5,
      quote: 'Our IRB package was approved first time.',
      status: 'approved',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: review.id, status: 'approved', email: 'salma@clinic.test', rating: 5 });
    const publicList = await api.request.get('/api/reviews');
    const shown = publicList.body.find((r: { id: string }) => r.id === review.id);
    expect(shown).toBeDefined();
    expect(shown.email).toBeUndefined();

    const rejected = await sendAs(api, admin, 'patch', `/api/reviews/${review.id}/status`).send({ status: 'rejected' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    expect((await api.request.get('/api/reviews')).body.map((r: { id: string }) => r.id)).not.toContain(review.id);

    const list = await api.request.get('/api/admin/reviews?limit=500').set('Cookie', admin);
    expect(list.status).toBe(200);
    adminReviewSchema.strict().array().parse(list.body);
    expect(list.body.some((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(Number(list.headers['x-total-count'])).toBe(list.body.length);
    // The public list is the public list, whoever asks: the moderation list is only /api/admin/reviews.
    const asPublic = await api.request.get('/api/reviews?status=all').set('Cookie', admin);
    expect(asPublic.body.every((r: { status?: string; email?: string }) => !r.email)).toBe(true);
    const queue = await api.request.get('/api/admin/reviews?status=pending').set('Cookie', admin);
    expect(queue.body.length).toBeGreaterThan(0);
    expect(queue.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(Number(queue.headers['x-total-count'])).toBe(
      list.body.filter((r: { status: string }) => r.status === 'pending').length,
    );

    expect((await sendAs(api, admin, 'delete', `/api/reviews/${review.id}`)).status).toBe(204);
    const missing = await sendAs(api, admin, 'post', '/api/admin/reviews').send({
      id: review.id,
      name: 'X',
      service: 'Courses',
      quote: 'Q',
      rating: 1,
      status: 'approved',
    });
    expect(missing.status).toBe(404);
  });

  it.each([
    [{ service: 'Courses', quote: 'Q', rating: 4 }, MESSAGES.adminReviewRequired],
    [{ name: 'N', quote: 'Q', rating: 4 }, MESSAGES.adminReviewRequired],
    [{ name: 'N', service: 'Courses', rating: 4 }, MESSAGES.adminReviewRequired],
    [{ name: 'N', service: 'Courses', quote: 'Q', rating: 'five' }, MESSAGES.adminReviewRating],
    [{ name: 'N', service: 'Courses', quote: 'Q', rating: 6 }, MESSAGES.ratingRange],
    [{ name: 'N', service: 'Courses', quote: 'Q', rating: 4, email: 'nope' }, MESSAGES.invalidEmail],
    [{ name: 'N', service: 'Courses', quote: 'Q', rating: 4, status: 'hidden' }, MESSAGES.statusInvalid],
  ])('POST /api/admin/reviews refuses %j with "%s"', async (body, message) => {
    const res = await sendAs(api, admin, 'post', '/api/admin/reviews').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('PATCH /api/reviews/{id}/status refuses an unknown status and answers 404 for an unknown id', async () => {
    const [first] = (await api.payload.find({ collection: 'reviews', limit: 1 })).docs;
    const bad = await sendAs(api, admin, 'patch', `/api/reviews/${first!.id}/status`).send({ status: 'published' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.statusInvalid);
    const missing = await sendAs(api, admin, 'patch', '/api/reviews/424242/status').send({ status: 'approved' });
    expect(missing.status).toBe(404);
  });
});

describe('users', () => {
  it('lists users with their stats, batched, paginated with X-Total-Count', async () => {
    const res = await api.request.get('/api/admin/users?limit=500').set('Cookie', admin);
    expect(res.status).toBe(200);
    const users = adminUserSchema.strict().array().parse(res.body);
    expect(Number(res.headers['x-total-count'])).toBe(users.length);
    const nadia = users.find((u) => u.email === 'nadia.rahman@example.org');
    expect(nadia?.stats).toEqual({ enrollments: 2, serviceRequests: 1, reviews: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|salt|password|sessions/);

    const second = await api.request.get('/api/admin/users?limit=1&page=2').set('Cookie', admin);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).toBe(users[1]!.id);
  });

  it('creates a user (password ≥ 8 required), updates by id, keeps the password when blank', async () => {
    const created = await sendAs(api, admin, 'post', '/api/admin/users').send({
      name: 'Dr. Hadi Saleh',
      email: 'Hadi.Saleh@clinic.test',
      role: 'admin',
      country: 'SA',
      plan: '',
      password: 'hadi-password',
    });
    expect(created.status).toBe(201);
    const user = adminUserSchema.strict().parse(created.body);
    expect(user).toMatchObject({ email: 'hadi.saleh@clinic.test', role: 'admin', plan: 'Starter', country: 'SA' });
    expect(user.stats).toEqual({ enrollments: 0, serviceRequests: 0, reviews: 0 });

    const updated = await sendAs(api, admin, 'post', '/api/admin/users').send({
      id: user.id,
      name: 'Dr. Hadi Saleh',
      email: 'hadi.saleh@clinic.test',
      role: 'member',
      country: 'SA',
      plan: 'Team',
      password: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: user.id, role: 'member', plan: 'Team' });
    // The blank password kept the old one.
    expect(await signIn(api, 'hadi.saleh@clinic.test', 'hadi-password')).toMatch(/^payload-token=/);

    const duplicate = await sendAs(api, admin, 'post', '/api/admin/users').send({
      name: 'Copy',
      email: 'hadi.saleh@clinic.test',
      password: 'another-password',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe(MESSAGES.emailTaken);

    const unknown = await sendAs(api, admin, 'post', '/api/admin/users').send({
      id: '987654',
      name: 'Ghost',
      email: 'ghost@clinic.test',
    });
    expect(unknown.status).toBe(404);
  });

  it.each([
    [{ email: 'a@b.test', password: 'long-enough' }, MESSAGES.adminUserRequired],
    [{ name: 'Name', password: 'long-enough' }, MESSAGES.adminUserRequired],
    [{ name: 'Name', email: 'nope', password: 'long-enough' }, MESSAGES.invalidEmail],
    [{ name: 'Name', email: 'a@b.test' }, MESSAGES.adminPassword],
    [{ name: 'Name', email: 'a@b.test', password: 'short' }, MESSAGES.adminPassword],
    [{ name: 'Name', email: 'a@b.test', password: 'long-enough', role: 'owner' }, MESSAGES.roleInvalid],
    [{ name: 'Name', email: 'a@b.test', password: 'long-enough', plan: 'Gold' }, MESSAGES.planInvalid],
    [{ name: 'Name', email: 'a@b.test', password: 'long-enough', country: 'FR' }, MESSAGES.countryInvalid],
  ])('POST /api/admin/users refuses %j with "%s"', async (body, message) => {
    const res = await sendAs(api, admin, 'post', '/api/admin/users').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('keeps at least one admin: the last admin cannot lose the role', async () => {
    const me = await api.request.get('/api/auth/me').set('Cookie', admin);
    const others = await api.payload.count({ collection: 'users', where: { role: { equals: 'admin' } } });
    expect(others.totalDocs).toBe(1);
    const res = await sendAs(api, admin, 'post', '/api/admin/users').send({
      id: me.body.user.id,
      name: 'Manara Admin',
      email: api.adminCredentials.email,
      role: 'member',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.lastAdmin, fields: { role: MESSAGES.lastAdmin } });
    expect((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user.role).toBe('admin');
  });

  it('a member cannot make themselves admin through any body', async () => {
    const self = await sendAs(api, member.cookie, 'post', '/api/admin/users').send({
      id: member.user.id,
      name: 'Mira',
      email: 'member@clinic.test',
      role: 'admin',
    });
    expect(self.status).toBe(403);
    // Payload's own REST under /cms/api applies the same field rules (checked through the Local API).
    await api.payload
      .update({
        collection: 'users',
        id: member.user.id,
        data: { role: 'admin', plan: 'Enterprise', name: 'Mira H.' },
        user: { ...(await api.payload.findByID({ collection: 'users', id: member.user.id })), collection: 'users' },
        overrideAccess: false,
      })
      .catch(() => undefined);
    const me = await api.request.get('/api/auth/me').set('Cookie', member.cookie);
    expect(me.body.user).toMatchObject({ role: 'member', plan: 'Starter' });
  });
});

describe('enrollments and service requests', () => {
  it('lists enrollments with course and user names and updates status and progress', async () => {
    const list = await api.request.get('/api/admin/enrollments').set('Cookie', admin);
    expect(list.status).toBe(200);
    const enrollments = adminEnrollmentSchema.strict().array().parse(list.body);
    expect(enrollments.length).toBeGreaterThan(0);
    expect(Number(list.headers['x-total-count'])).toBe(enrollments.length);
    for (const e of enrollments) {
      expect(e.courseTitle).not.toBe('Removed course');
      expect(e.userName).not.toBe('Removed user');
    }
    const target = enrollments[0]!;
    const res = await sendAs(api, admin, 'patch', `/api/admin/enrollments/${target.id}`).send({
      status: 'completed',
      progress: '100',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      status: 'completed',
      progress: 100,
      courseTitle: target.courseTitle,
    });
  });

  it.each([
    [{ progress: 101 }, MESSAGES.progressRange],
    [{ progress: -1 }, MESSAGES.progressRange],
    [{ progress: 'half' }, MESSAGES.progressRange],
    [{ status: 'paused' }, MESSAGES.statusInvalid],
    [{}, MESSAGES.nothingToUpdate],
  ])('PATCH /api/admin/enrollments/{id} refuses %j with "%s"', async (body, message) => {
    const res = await sendAs(api, admin, 'patch', `/api/admin/enrollments/${ids.enrollment}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('lists service requests and updates status and details', async () => {
    const list = await api.request.get('/api/admin/service-requests?limit=2').set('Cookie', admin);
    expect(list.status).toBe(200);
    const requests = serviceRequestSchema.strict().array().parse(list.body);
    expect(requests).toHaveLength(2);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(2);
    const res = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${requests[0]!.id}`).send({
      status: 'completed',
      details: 'Delivered tables and figures.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'completed', details: 'Delivered tables and figures.' });

    const bad = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${requests[0]!.id}`).send({
      status: 'lost',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.statusInvalid);
    const missing = await sendAs(api, admin, 'patch', '/api/admin/service-requests/31337').send({
      status: 'completed',
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts what the database holds', async () => {
    const res = await api.request.get('/api/admin/summary').set('Cookie', admin);
    expect(res.status).toBe(200);
    const summary = summarySchema.strict().parse(res.body);
    expect(summary.status).toBe('ok');
    expect(summary.metrics.courses).toBe((await api.payload.count({ collection: 'courses' })).totalDocs);
    expect(summary.metrics.users).toBe((await api.payload.count({ collection: 'users' })).totalDocs);
    const pending = await api.payload.count({ collection: 'reviews', where: { status: { equals: 'pending' } } });
    expect(summary.metrics.pendingReviews).toBe(pending.totalDocs);
  });
});

describe('no client input causes a 500', () => {
  const ODD_VALUES: unknown[] = [
    null,
    true,
    -1,
    0,
    1e308,
    '1e309',
    'NaN',
    '',
    '   ',
    'x'.repeat(20_000),
    ['array', 'of', 'strings'],
    { $ne: '' },
    { nested: { deep: [1, 2, 3] } },
    '<script>alert(1)</script>',
    '١٢٣',
  ];
  const FIELDS = ['id', 'title', 'category', 'level', 'durationHrs', 'rating', 'price', 'domain', 'summary', 'year'];
  const MORE = ['tags', 'service', 'published', 'name', 'email', 'quote', 'status', 'role', 'plan', 'country'];
  const ALL_FIELDS = [...FIELDS, ...MORE, 'password', 'progress', 'details', 'remember', 'userId'];

  it('survives odd values in every field of every body', async () => {
    const live = async (collection: 'courses' | 'projects' | 'reviews' | 'enrollments' | 'service-requests') =>
      String((await api.payload.find({ collection, limit: 1, depth: 0 })).docs[0]!.id);
    const targets: [Method, string][] = [
      ['post', '/api/courses'],
      ['put', `/api/courses/${await live('courses')}`],
      ['post', '/api/projects'],
      ['put', `/api/projects/${await live('projects')}`],
      ['post', '/api/reviews'],
      ['patch', `/api/reviews/${await live('reviews')}/status`],
      ['post', '/api/admin/reviews'],
      ['post', '/api/admin/users'],
      ['patch', `/api/admin/enrollments/${await live('enrollments')}`],
      ['patch', `/api/admin/service-requests/${await live('service-requests')}`],
    ];
    const failures: string[] = [];
    for (const [method, path] of targets) {
      for (const value of ODD_VALUES) {
        const body = Object.fromEntries(ALL_FIELDS.map((field) => [field, value]));
        const res = await api.request[method](path).set(sameOrigin).set('Cookie', admin).send(body);
        if (res.status >= 500)
          failures.push(`${method} ${path} ${JSON.stringify(value)?.slice(0, 40)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('survives odd ids and query strings', async () => {
    const ids = ['0', '-1', '1.5', '99999999999999999999999', 'abc', 'ä', '%E2%80%AE', 'a'.repeat(65), '..%2F..%2Fetc'];
    const failures: string[] = [];
    for (const id of ids) {
      for (const [method, path, body] of [
        ['get', `/api/courses/${id}`, undefined],
        ['put', `/api/courses/${id}`, validCourse],
        ['delete', `/api/projects/${id}`, undefined],
        ['patch', `/api/reviews/${id}/status`, { status: 'approved' }],
        ['patch', `/api/admin/enrollments/${id}`, { progress: 10 }],
        ['patch', `/api/admin/service-requests/${id}`, { status: 'completed' }],
        [
          'post',
          '/api/admin/reviews',
          { id, name: 'N', service: 'Courses', quote: 'Q', rating: 3, status: 'approved' },
        ],
        ['post', '/api/admin/users', { id, name: 'Name', email: 'n@x.test' }],
      ] as [Method, string, object | undefined][]) {
        const req = api.request[method](path).set(sameOrigin).set('Cookie', admin);
        const res = await (body ? req.send(body) : req);
        if (res.status >= 500 || res.status === 200 || res.status === 201) {
          failures.push(`${method} ${path} → ${res.status}`);
        }
      }
    }
    for (const query of ['limit=-1', 'limit=1e9', 'page=0', 'page=1e12', 'limit[]=1&limit[]=2', 'page=abc&limit=']) {
      const res = await api.request.get(`/api/admin/users?${query}`).set('Cookie', admin);
      // Out-of-range paging is the client's mistake (400, tests/api/input-hardening.test.ts), never a 5xx.
      if (res.status >= 500) failures.push(`users?${query} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
