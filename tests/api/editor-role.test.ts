import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerMember,
  sameOrigin,
  sendAs,
  sessionCookieOf,
  signIn,
  startTestApi,
  type TestApi,
} from '../helpers/api';

// The editor role: editors change content in /cms; people's records and the control panel stay with admins.
let api: TestApi;
let editor: string;
let admin: string;
let editorId: string;
let member: Awaited<ReturnType<typeof registerMember>>;
const editorCredentials = { email: 'editor@clinic.test', password: 'editor-password-1' };
/** Payload's own sentences for a refused operation and a document the caller may not see. */
const PAYLOAD_FORBIDDEN = { errors: [{ message: 'You are not allowed to perform this action.' }] };

beforeAll(async () => {
  api = await startTestApi();
  // Only an admin gives a role: here the test sets one up directly.
  const created = await api.payload.create({
    collection: 'users',
    data: { ...editorCredentials, name: 'Elena Editor', role: 'editor', country: 'AE', plan: 'Starter' },
  });
  editorId = String(created.id);
  const login = await api.request.post('/cms/api/users/login').set(sameOrigin).send(editorCredentials);
  expect(login.status).toBe(200);
  expect(login.body.user).toMatchObject({ email: editorCredentials.email, role: 'editor' });
  editor = sessionCookieOf(login);
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  member = await registerMember(api, { email: 'member@clinic.test', password: 'member-pass', name: 'Mira Haddad' });
});
afterAll(async () => {
  await api?.close();
});

const asEditor = {
  get: (path: string) => api.request.get(path).set('Cookie', editor),
  post: (path: string, body: object) => sendAs(api, editor, 'post', path).send(body),
  patch: (path: string, body: object) => sendAs(api, editor, 'patch', path).send(body),
  delete: (path: string) => sendAs(api, editor, 'delete', path),
};

describe('an editor changes content in /cms', () => {
  it('creates, updates and deletes a course, and /api shows each step', async () => {
    const created = await asEditor.post('/cms/api/courses', {
      title: 'Editor course',
      category: 'Testing',
      level: 'Beginner',
      durationHrs: 3,
      rating: 4,
      price: 20,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.doc.id;
    expect((await api.request.get(`/api/courses/${id}`)).body.title).toBe('Editor course');

    const updated = await asEditor.patch(`/cms/api/courses/${id}`, { title: 'Editor course, revised' });
    expect(updated.status).toBe(200);
    expect((await api.request.get(`/api/courses/${id}`)).body.title).toBe('Editor course, revised');

    expect((await asEditor.delete(`/cms/api/courses/${id}`)).status).toBe(200);
    expect((await api.request.get(`/api/courses/${id}`)).status).toBe(404);
  });

  it('creates, publishes, updates and deletes a portfolio project, seeing it while unpublished', async () => {
    const created = await asEditor.post('/cms/api/projects', {
      title: 'Editor project',
      domain: 'Testing',
      summary: 'A draft case study.',
      year: 2025,
      _status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.doc.id;
    expect((await asEditor.get(`/cms/api/projects/${id}`)).body.title).toBe('Editor project');
    expect((await api.request.get('/api/portfolio')).body.map((p: { id: string }) => p.id)).not.toContain(String(id));

    expect((await asEditor.patch(`/cms/api/projects/${id}`, { _status: 'published' })).status).toBe(200);
    expect((await api.request.get('/api/portfolio')).body.map((p: { id: string }) => p.id)).toContain(String(id));

    expect((await asEditor.delete(`/cms/api/projects/${id}`)).status).toBe(200);
    expect((await api.request.get('/api/portfolio')).body.map((p: { id: string }) => p.id)).not.toContain(String(id));
  });

  it('creates, updates and deletes a service card', async () => {
    const created = await asEditor.post('/cms/api/services', {
      title: 'Editor service',
      summary: 'A new card.',
      route: '/contact',
      order: 99,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.doc.id;
    expect((await asEditor.patch(`/cms/api/services/${id}`, { title: 'Editor service, renamed' })).status).toBe(200);
    expect((await api.request.get('/api/services')).body.map((s: { title: string }) => s.title)).toContain(
      'Editor service, renamed',
    );
    expect((await asEditor.delete(`/cms/api/services/${id}`)).status).toBe(200);
    expect((await api.request.get('/api/services')).body.map((s: { title: string }) => s.title)).not.toContain(
      'Editor service, renamed',
    );
  });

  it('types in a client’s review, moderates it onto the site and deletes it', async () => {
    const created = await asEditor.post('/cms/api/reviews', {
      name: 'Dr. Salma Aziz',
      service: 'Courses',
      rating: 5,
      quote: 'Typed in from a letter.',
      status: 'pending',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Written on the client's behalf: the editor's own name is not stamped over it.
    expect(created.body.doc).toMatchObject({ name: 'Dr. Salma Aziz', status: 'pending' });
    const id = created.body.doc.id;
    const publicIds = async () => (await api.request.get('/api/reviews')).body.map((r: { id: string }) => r.id);
    expect(await publicIds()).not.toContain(String(id));

    const approved = await asEditor.patch(`/cms/api/reviews/${id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.doc.status).toBe('approved');
    expect(await publicIds()).toContain(String(id));

    expect((await asEditor.delete(`/cms/api/reviews/${id}`)).status).toBe(200);
    expect(await publicIds()).not.toContain(String(id));
  });

  it('updates the site settings', async () => {
    const hours = 'Sunday to Thursday, 9:00–17:00 GMT+4';
    const res = await asEditor.post('/cms/api/globals/site-settings', { officeHours: hours });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await api.request.get('/api/site')).body.officeHours).toBe(hours);
  });
});

describe('an editor is refused people’s records and the control panel', () => {
  it('sees only their own account among the users, and no other user’s record', async () => {
    const list = await asEditor.get('/cms/api/users');
    expect(list.status).toBe(200);
    expect(list.body.docs.map((u: { email: string }) => u.email)).toEqual([editorCredentials.email]);

    for (const id of [
      member.user.id,
      String((await api.payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })).docs[0]!.id),
    ]) {
      const read = await asEditor.get(`/cms/api/users/${id}`);
      expect(read.status).toBe(404);
      const write = await asEditor.patch(`/cms/api/users/${id}`, { name: 'Renamed by an editor' });
      expect(write.status).toBe(403);
      expect(write.body).toEqual(PAYLOAD_FORBIDDEN);
      expect((await asEditor.delete(`/cms/api/users/${id}`)).status).toBe(403);
    }
    const create = await asEditor.post('/cms/api/users', { email: 'new@clinic.test', password: 'new-password-1' });
    expect(create.status).toBe(403);
    expect(create.body).toEqual(PAYLOAD_FORBIDDEN);
    const unlock = await asEditor.post('/cms/api/users/unlock', { email: member.user.email });
    expect(unlock.status).toBe(403);
    // Nothing changed.
    const stored = await api.payload.findByID({ collection: 'users', id: member.user.id });
    expect(stored.name).toBe('Mira Haddad');
    expect(await api.payload.count({ collection: 'users', where: { email: { equals: 'new@clinic.test' } } })).toEqual({
      totalDocs: 0,
    });
  });

  it('renames their own account but cannot give themselves a role or a plan', async () => {
    const res = await asEditor.patch(`/cms/api/users/${editorId}`, {
      name: 'Elena E.',
      role: 'admin',
      plan: 'Enterprise',
    });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ name: 'Elena E.', role: 'editor', plan: 'Starter' });
    expect(await api.payload.findByID({ collection: 'users', id: editorId })).toMatchObject({
      role: 'editor',
      plan: 'Starter',
    });
    // Still an editor: the control panel stays closed.
    expect((await asEditor.get('/api/admin/summary')).status).toBe(403);
  });

  it('sees none of the enrollments and service requests, and cannot create or change one', async () => {
    for (const collection of ['enrollments', 'service-requests'] as const) {
      const { docs, totalDocs } = await api.payload.find({ collection, depth: 0 });
      expect(totalDocs, `seeded ${collection}`).toBeGreaterThan(0);
      const list = await asEditor.get(`/cms/api/${collection}`);
      expect(list.status, collection).toBe(200);
      expect(list.body.totalDocs, collection).toBe(0);
      expect((await asEditor.get(`/cms/api/${collection}/${docs[0]!.id}`)).status, collection).toBe(404);
      expect((await asEditor.patch(`/cms/api/${collection}/${docs[0]!.id}`, { status: 'completed' })).status).toBe(403);
      expect((await asEditor.delete(`/cms/api/${collection}/${docs[0]!.id}`)).status, collection).toBe(403);
    }
    const enrol = await asEditor.post('/cms/api/enrollments', { user: member.user.id, course: 1 });
    expect(enrol.status).toBe(403);
    expect(enrol.body).toEqual(PAYLOAD_FORBIDDEN);
  });

  it('is refused leads, subscribers and the sign-in budget', async () => {
    for (const collection of ['leads', 'subscribers', 'rate-limit-hits']) {
      const res = await asEditor.get(`/cms/api/${collection}`);
      expect(res.status, collection).toBe(403);
      expect(res.body, collection).toEqual(PAYLOAD_FORBIDDEN);
    }
  });

  it('gets 403 from every control-panel call on /api', async () => {
    const calls = [
      asEditor.get('/api/admin/summary'),
      asEditor.get('/api/admin/users'),
      asEditor.get('/api/admin/enrollments'),
      asEditor.get('/api/admin/service-requests'),
      asEditor.get('/api/admin/reviews'),
      asEditor.get('/api/projects'),
      asEditor.post('/api/courses', {
        title: 'X',
        category: 'Y',
        level: 'Beginner',
        durationHrs: 1,
        rating: 4,
        price: 1,
      }),
      asEditor.post('/api/admin/users', { name: 'X', email: 'x@clinic.test', role: 'admin', password: 'x-password-1' }),
    ];
    for (const [index, res] of (await Promise.all(calls)).entries()) {
      expect(res.status, `call ${index}`).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.forbidden });
    }
  });
});

describe('document locks ("someone is editing this")', () => {
  const LOCKS = '/cms/api/payload-locked-documents';
  const lockOf = (document: object, user: string) => ({ document, user: { relationTo: 'users', value: user } });

  it('an editor cannot lock a record through the API, in their name or anyone’s', async () => {
    const adminId = String((await api.request.get('/cms/api/users/me').set('Cookie', admin)).body.user.id);
    const enrollment = (await api.payload.find({ collection: 'enrollments', limit: 1, depth: 0 })).docs[0]!;
    const course = (await api.payload.find({ collection: 'courses', limit: 1, depth: 0 })).docs[0]!;
    for (const document of [
      { relationTo: 'enrollments', value: enrollment.id },
      { relationTo: 'courses', value: course.id },
    ]) {
      for (const user of [adminId, editorId]) {
        const res = await sendAs(api, editor, 'post', LOCKS).send(lockOf(document, user));
        expect(res.status, `${document.relationTo} as ${user}`).toBe(403);
      }
    }
    // Accounts are not locked at all: a person with their own page open never blocks an admin.
    const own = await sendAs(api, admin, 'post', LOCKS).send(
      lockOf({ relationTo: 'users', value: editorId }, editorId),
    );
    expect(own.status).toBe(400);
    expect((await api.payload.count({ collection: 'payload-locked-documents' })).totalDocs).toBe(0);
  });

  it('an admin’s change to an editor’s account is never held up by a lock', async () => {
    const demoted = await sendAs(api, admin, 'patch', `/cms/api/users/${editorId}`).send({ plan: 'Pro' });
    expect(demoted.status).toBe(200);
  });

  it('an editor sees and takes over the lock of content they edit, in their own name, and no other lock', async () => {
    const adminId = String((await api.request.get('/cms/api/users/me').set('Cookie', admin)).body.user.id);
    const course = (await api.payload.find({ collection: 'courses', limit: 1, depth: 0 })).docs[0]!;
    const enrollment = (await api.payload.find({ collection: 'enrollments', limit: 1, depth: 0 })).docs[0]!;
    // As the admin UI does on the server when a document is opened.
    const onCourse = await api.payload.db.create({
      collection: 'payload-locked-documents',
      data: lockOf({ relationTo: 'courses', value: course.id }, adminId),
    });
    const onEnrollment = await api.payload.db.create({
      collection: 'payload-locked-documents',
      data: lockOf({ relationTo: 'enrollments', value: enrollment.id }, adminId),
    });

    const seen = await api.request.get(`${LOCKS}?depth=0`).set('Cookie', editor);
    expect(seen.status).toBe(200);
    expect(seen.body.docs.map((lock: { id: number }) => lock.id)).toEqual([onCourse.id]);

    // Taking over (what the admin UI sends): the lock is then the editor's, whatever the body says.
    const taken = await sendAs(api, editor, 'patch', `${LOCKS}/${onCourse.id}`).send({
      user: { relationTo: 'users', value: adminId },
    });
    expect(taken.status).toBe(200);
    const stored = await api.payload.findByID({ collection: 'payload-locked-documents', id: onCourse.id, depth: 0 });
    expect(stored.user).toEqual({ relationTo: 'users', value: Number(editorId) });

    for (const method of ['patch', 'delete'] as const) {
      const res = await sendAs(api, editor, method, `${LOCKS}/${onEnrollment.id}`).send({});
      expect([403, 404], method).toContain(res.status);
    }
    expect((await sendAs(api, editor, 'delete', `${LOCKS}/${onCourse.id}`)).status).toBe(200);
    expect((await sendAs(api, admin, 'delete', `${LOCKS}/${onEnrollment.id}`)).status).toBe(200);
  });
});

describe('roles are an admin’s to give', () => {
  it('register still makes a member whatever the body says', async () => {
    const res = await api.request
      .post('/api/auth/register')
      .set(sameOrigin)
      .send({ email: 'wants-editor@clinic.test', password: 'member-pass', country: 'US', role: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('member');
  });

  it('a member stays outside /cms with the door’s sentence', async () => {
    const res = await api.request.get('/cms/api/courses').set('Cookie', member.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.cmsEditorsOnly);
  });

  it('an admin still does everything, including making a member an editor', async () => {
    for (const collection of ['users', 'enrollments', 'service-requests', 'leads', 'subscribers']) {
      const res = await api.request.get(`/cms/api/${collection}`).set('Cookie', admin);
      expect(res.status, collection).toBe(200);
    }
    expect((await api.request.get('/cms/api/users').set('Cookie', admin)).body.totalDocs).toBeGreaterThan(2);
    expect((await api.request.get('/cms/api/enrollments').set('Cookie', admin)).body.totalDocs).toBeGreaterThan(0);

    const promoted = await sendAs(api, admin, 'patch', `/cms/api/users/${member.user.id}`).send({ role: 'editor' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.doc.role).toBe('editor');
    // The new editor's existing session opens the door now.
    expect((await api.request.get('/cms/api/courses').set('Cookie', member.cookie)).status).toBe(200);
  });
});
