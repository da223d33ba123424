import { MESSAGES } from '@manara/contracts';
import { createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  crossSite,
  registerMember,
  sameOrigin,
  sendAs,
  sessionCookieOf,
  signIn,
  startTestApi,
  TEST_HOST,
  type TestApi,
} from '../helpers/api';

// Payload's REST under /cms/api, behind the server's door (server/middleware/cms-door.ts).
let api: TestApi;
let member: Awaited<ReturnType<typeof registerMember>>;
let adminCookie: string;
const memberCredentials = { email: 'door.member@clinic.test', password: 'member-secret' };

beforeAll(async () => {
  api = await startTestApi();
  member = await registerMember(api, { ...memberCredentials, name: 'Door Member' });
  adminCookie = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

const refused = (message: string) => ({ error: message, errors: [{ message }] });

describe('who may use /cms/api', () => {
  it('refuses a member the unlock that would lift a lockout, at the door and in the access rules', async () => {
    const res = await sendAs(api, member.cookie, 'post', '/cms/api/users/unlock').send({
      email: api.adminCredentials.email,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused(MESSAGES.cmsEditorsOnly));

    const { docs } = await api.payload.find({
      collection: 'users',
      where: { email: { equals: memberCredentials.email } },
    });
    const req = await createLocalReq({ user: { ...docs[0]!, collection: 'users' } }, api.payload);
    await expect(
      api.payload.unlock({
        collection: 'users',
        // Payload's type asks for a password that unlock never reads.
        data: { email: api.adminCredentials.email, password: '' },
        overrideAccess: false,
        req,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lets an admin unlock an account', async () => {
    const res = await sendAs(api, adminCookie, 'post', '/cms/api/users/unlock').send({
      email: memberCredentials.email,
    });
    expect(res.status).toBe(200);
  });

  it('answers a member 403 for everything but sign-in, sign-out, me, refresh and reset', async () => {
    const own = `/cms/api/users/${member.user.id}`;
    const attempts = {
      'document locks': api.request.get('/cms/api/payload-locked-documents'),
      preferences: api.request.get('/cms/api/payload-preferences'),
      courses: api.request.get('/cms/api/courses'),
      'own account': api.request.get(own),
      // A self-service password or e-mail change without the current password.
      'own password': api.request.patch(own).set(sameOrigin).send({ password: 'taken-over-123' }),
      'own e-mail': api.request.patch(own).set(sameOrigin).send({ email: 'taken@over.test' }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const res = await attempt.set('Cookie', member.cookie);
      expect(res.status, what).toBe(403);
      expect(res.body).toEqual(refused(MESSAGES.cmsEditorsOnly));
    }
    // The password did not change.
    expect((await api.request.post('/api/auth/login').set(sameOrigin).send(memberCredentials)).status).toBe(200);
  });

  it('answers a visitor 401 outside the open operations', async () => {
    for (const path of ['/cms/api/courses', '/cms/api/users', '/cms/api/globals/site-settings']) {
      const res = await api.request.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual(refused(MESSAGES.notSignedIn));
    }
  });

  it('keeps the open operations open, and lets an admin use the rest', async () => {
    const me = await api.request.get('/cms/api/users/me').set('Cookie', member.cookie);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(memberCredentials.email);
    expect((await api.request.get('/cms/api/courses').set('Cookie', adminCookie)).body.docs.length).toBeGreaterThan(0);
  });
});

describe('no answer hands the session token to page scripts', () => {
  it('leaves the token out of login, me and refresh-token (the cookie carries it)', async () => {
    const login = await api.request.post('/cms/api/users/login').set(sameOrigin).send(memberCredentials);
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('token');
    const cookie = sessionCookieOf(login);

    const me = await api.request.get('/cms/api/users/me').set('Cookie', cookie);
    expect(me.body).not.toHaveProperty('token');

    const refresh = await sendAs(api, cookie, 'post', '/cms/api/users/refresh-token');
    expect(refresh.status).toBe(200);
    expect(refresh.body).not.toHaveProperty('refreshedToken');
    expect(JSON.stringify(refresh.body)).not.toContain(cookie.split('=')[1]);
  });
});

describe('requests that change state', () => {
  it('must come from the site itself, as on /api', async () => {
    const hostile = await api.request.post('/cms/api/users/login').set(crossSite).send(memberCredentials);
    expect(hostile.status).toBe(403);
    expect(hostile.body).toEqual(refused(MESSAGES.crossSite));
    const bare = await api.request.post('/cms/api/users/login').set('Host', TEST_HOST).send(memberCredentials);
    expect(bare.status).toBe(403);
  });

  it('refuse bodies over 1 MB with 413 before reading them', async () => {
    const res = await api.request
      .post('/cms/api/users/login')
      .set(sameOrigin)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x@y.test', password: 'p'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refused(MESSAGES.bodyTooLarge));
  });
});

describe('client mistakes are 4xx, never 500', () => {
  it('answers an id that cannot exist with 404', async () => {
    const res = await api.request.get('/cms/api/courses/abc').set('Cookie', adminCookie);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.notFound);
  });

  it('answers page, limit and depth out of range with 400', async () => {
    for (const query of ['page=99999999999999999999', 'page=0', 'limit=-1', 'depth=1000', 'page=abc']) {
      const res = await api.request.get(`/cms/api/courses?${query}`).set('Cookie', adminCookie);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(MESSAGES.badValue);
    }
  });

  it('answers a torn multipart body with 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad'],
      ['multipart/form-data', 'garbage'],
    ] as const) {
      const res = await sendAs(api, adminCookie, 'post', '/cms/api/courses').set('Content-Type', type).send(body);
      expect(res.status, type).toBe(400);
      expect(res.body.error).toBe(MESSAGES.malformedForm);
    }
  });

  it('answers filters, bodies and methods Payload cannot use with 4xx', async () => {
    const cases: [string, () => ReturnType<typeof api.request.get>, number][] = [
      ['where that is not JSON', () => api.request.delete('/cms/api/reviews?where=garbage'), 400],
      [
        'a date that is not one',
        () => api.request.delete('/cms/api/courses?where[createdAt][greater_than]=notadate'),
        400,
      ],
      ['an operator SQLite lacks', () => api.request.delete('/cms/api/courses?where[title][near]=1,2,3'), 400],
      [
        'a scalar where a document belongs',
        () => api.request.post('/cms/api/globals/site-settings').set('Content-Type', 'application/json').send('"x"'),
        400,
      ],
      [
        'a body of a type Payload does not read',
        () => api.request.post('/cms/api/payload-locked-documents').set('Content-Type', 'text/plain').send('hello'),
        415,
      ],
      ['deleting a stored preference', () => api.request.delete('/cms/api/payload-preferences/courses-list'), 405],
    ];
    for (const [what, send, status] of cases) {
      const res = await send().set(sameOrigin).set('Cookie', adminCookie);
      expect(res.status, what).toBe(status);
      expect(typeof res.body.error, what).toBe('string');
    }
    // Nothing was deleted by the refused filters.
    expect(
      (await api.request.get('/cms/api/courses?limit=0').set('Cookie', adminCookie)).body.totalDocs,
    ).toBeGreaterThan(0);
  });

  it('answers a path it cannot decode with 400', async () => {
    const res = await api.request.get('/cms/api/users/%E0%A4%A').set('Cookie', adminCookie);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.malformedUrl);
  });
});

describe('password reset', () => {
  it('mails a link to the CMS reset page and never writes the token to the log', async () => {
    const sent = vi.spyOn(api.payload.email, 'sendEmail');
    const logged = vi.spyOn(api.payload.logger, 'info');
    const res = await api.request
      .post('/cms/api/users/forgot-password')
      .set(sameOrigin)
      .send({ email: memberCredentials.email });
    expect(res.status).toBe(200);

    const { docs } = await api.payload.find({
      collection: 'users',
      where: { email: { equals: memberCredentials.email } },
      showHiddenFields: true,
    });
    const token = (docs[0] as { resetPasswordToken?: string }).resetPasswordToken;
    expect(token).toBeTruthy();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(String(sent.mock.calls[0]?.[0].html)).toContain(`http://${TEST_HOST}/cms/reset/${token}`);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token);
    sent.mockRestore();
    logged.mockRestore();
  });

  it('sends an address at most three reset e-mails an hour, whoever asks', async () => {
    const ask = () =>
      api.request.post('/cms/api/users/forgot-password').set(sameOrigin).send({ email: 'Often@Clinic.test' });
    for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
