import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, PASSWORD_RESET_PAGE } from '@manara/contracts';
import { publicOrigin } from '../../apps/cms/src/lib/env';
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

  it('answers a body without a length (chunked) with 411 once it has been sent, never mid-upload', async () => {
    const server = api.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status?: number; beforeEnd: boolean; body: string }>((resolve, reject) => {
        let ended = false;
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/cms/api/courses',
          headers: { 'content-type': 'application/json', host: TEST_HOST, origin: `http://${TEST_HOST}` },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, beforeEnd: !ended, body }));
        });
        req.on('error', reject);
        // A slow upload: a reply sent after the first chunk would meet the rest at a closed socket.
        req.write(`{"title":"${'x'.repeat(64 * 1024)}`);
        setTimeout(() => {
          ended = true;
          req.end(`${'y'.repeat(2 * 1024 * 1024)}"}`);
        }, 300);
      });
      expect(answer.status).toBe(411);
      expect(answer.beforeEnd).toBe(false);
      expect(JSON.parse(answer.body)).toEqual(refused(MESSAGES.lengthRequired));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('client mistakes are 4xx, never 500', () => {
  it('answers an id that cannot exist with 404, without logging an error', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    for (const [method, path] of [
      ['get', '/cms/api/courses/abc'],
      ['patch', '/cms/api/reviews/1.5'],
      ['delete', '/cms/api/courses/abc'],
      ['get', '/cms/api/users/-1'],
      ['get', '/cms/api/courses/99999999999'],
      // Decoded once by the door, the id is `%zz`: a text no decoder reads again.
      ['get', '/cms/api/courses/%25zz'],
    ] as const) {
      const res = await api.request[method](path).set(sameOrigin).set('Cookie', adminCookie).send({});
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error, `${method} ${path}`).toBe(MESSAGES.notFound);
    }
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
  });

  it('answers page, limit and depth out of range with 400, however the query spells them', async () => {
    for (const query of [
      'page=99999999999999999999',
      'page=0',
      'limit=-1',
      'depth=1000',
      'page=abc',
      // Payload reads the query with qs: each of these is its `limit` or `depth`.
      'limit[]=100000&depth[]=50',
      'limit[0]=100000',
      '%5Blimit%5D=100000',
      'depth[x]=50',
      'limit=1&limit=100000',
      'where[0]=x',
    ]) {
      const res = await api.request.get(`/cms/api/courses?${query}`).set('Cookie', adminCookie);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(MESSAGES.badValue);
    }
  });

  it('answers a torn multipart body with 400, without logging an error', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad'],
      ['multipart/form-data', 'garbage'],
    ] as const) {
      const res = await sendAs(api, adminCookie, 'post', '/cms/api/courses').set('Content-Type', type).send(body);
      expect(res.status, type).toBe(400);
      expect(res.body.error).toBe(MESSAGES.malformedForm);
    }
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
  });

  it('holds the document in a form to the rules of a JSON body, without logging an error', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    const form = (name: string, value: string) =>
      `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--xyz--\r\n`;
    for (const [path, body, error] of [
      ['/cms/api/courses', form('_payload', '{bad'), MESSAGES.malformedBody],
      ['/cms/api/media', form('_payload', '{bad'), MESSAGES.malformedBody],
      ['/cms/api/courses', form('_payload', '"x"'), MESSAGES.badValue],
      ['/cms/api/courses', form('_payload', '[1,2]'), MESSAGES.badValue],
      ['/cms/api/courses', form('_payload', '{"title":"a\\u0000b"}'), MESSAGES.nulCharacter],
      // Fields of their own, as a plain HTML form would send them: Payload reads only `_payload`.
      ['/cms/api/courses', form('title', 'A course'), MESSAGES.malformedForm],
    ] as const) {
      const res = await sendAs(api, adminCookie, 'post', path)
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send(body);
      expect(res.status, body).toBe(400);
      expect(res.body.error, body).toBe(error);
    }
    // A document Payload can read still reaches it: its own validation answers.
    const valid = await sendAs(api, adminCookie, 'post', '/cms/api/courses')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(form('_payload', '{"title":"A course"}'));
    expect(valid.status).toBe(400);
    expect(valid.body.errors[0].name).toBe('ValidationError');
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
  });

  it('answers filters, bodies and methods Payload cannot use with 4xx, without logging an error', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    const cases: [string, () => ReturnType<typeof api.request.get>, number][] = [
      ['where that is not JSON', () => api.request.delete('/cms/api/reviews?where=garbage'), 400],
      [
        'a date that is not one',
        () => api.request.delete('/cms/api/courses?where[createdAt][greater_than]=notadate'),
        400,
      ],
      [
        'a date that is not one, inside "and"',
        () =>
          api.request.delete(
            '/cms/api/courses?where[and][0][createdAt][greater_than]=notadate&where[and][1][title][exists]=true',
          ),
        400,
      ],
      [
        'a date that is not one, in a JSON where',
        () =>
          api.request.delete(
            `/cms/api/courses?where=${encodeURIComponent(JSON.stringify({ or: [{ updatedAt: { less_than: 'soon' } }] }))}`,
          ),
        400,
      ],
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
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
    // Nothing was deleted by the refused filters.
    expect(
      (await api.request.get('/cms/api/courses?limit=0').set('Cookie', adminCookie)).body.totalDocs,
    ).toBeGreaterThan(0);
  });

  it('answers a JSON body that is no document with 400, in the words of what is wrong', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    for (const [body, message] of [
      ['"x"', MESSAGES.badValue],
      ['[{"supportEmail":"a@b.test"}]', MESSAGES.badValue],
      ['{"supportEmail":', MESSAGES.malformedBody],
    ] as const) {
      const res = await sendAs(api, adminCookie, 'post', '/cms/api/globals/site-settings')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status, body).toBe(400);
      expect(res.body, body).toEqual(refused(message));
    }
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
  });

  it("refuses a point operator on a field that is no point, in the product's words, before Payload runs it", async () => {
    // No collection has a point field; the SQLite adapter has no such operator and failed inside Payload.
    for (const query of [
      'where[title][near]=1,2,3',
      'where[or][0][title][within]=x',
      `where=${encodeURIComponent(JSON.stringify({ and: [{ slug: { intersects: 'x' } }] }))}`,
    ]) {
      for (const method of ['get', 'delete'] as const) {
        const res = await api.request[method](`/cms/api/courses?${query}`).set(sameOrigin).set('Cookie', adminCookie);
        expect(res.status, `${method} ${query}`).toBe(400);
        expect(res.body.error, `${method} ${query}`).toBe(MESSAGES.badValue);
      }
    }
  });

  it('refuses a sign-in or a save with a NUL character in words, on every engine, and stores nothing', async () => {
    // PostgreSQL refuses the character in text (22021), SQLite would store it: refused before either.
    const logged = vi.spyOn(api.payload.logger, 'error');
    const login = await api.request
      .post('/cms/api/users/login')
      .set(sameOrigin)
      .send({ email: 'nul\u0000@clinic.test', password: 'whatever-it-is' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(refused(MESSAGES.nulCharacter));
    const course = (await api.request.get('/cms/api/courses?limit=1').set('Cookie', adminCookie)).body.docs[0];
    const save = await api.request
      .patch(`/cms/api/courses/${course.id}`)
      .set(sameOrigin)
      .set('Cookie', adminCookie)
      .send({ summary: `${course.summary}\u0000` });
    expect(save.status).toBe(400);
    expect(save.body).toEqual(refused(MESSAGES.nulCharacter));
    const stored = (await api.request.get(`/cms/api/courses/${course.id}`).set('Cookie', adminCookie)).body;
    expect(stored.summary).toBe(course.summary);
    expect(logged.mock.calls).toEqual([]);
    logged.mockRestore();
  });

  it('answers a path it cannot decode with 400', async () => {
    const res = await api.request.get('/cms/api/users/%E0%A4%A').set('Cookie', adminCookie);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.malformedUrl);
  });
});

describe('what /cms/api answers', () => {
  it('answers a media file that is not there with 404, without logging an error', async () => {
    const logged = vi.spyOn(api.payload.logger, 'error');
    for (const name of ['missing.png', 'missing-400x225.webp']) {
      const res = await api.request.get(`/cms/api/media/file/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body).toEqual(refused(MESSAGES.notFound));
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('answers the e-mail verification this product does not use with 404, for anyone', async () => {
    for (const cookie of [undefined, adminCookie]) {
      const res = await api.request
        .post('/cms/api/users/verify/abc')
        .set(sameOrigin)
        .set('Cookie', cookie ?? '');
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refused(MESSAGES.notFound));
    }
  });

  it('marks answers about people no-store: the account, accounts and leads', async () => {
    for (const path of ['/cms/api/users/me', '/cms/api/users', '/cms/api/leads', '/cms/api/subscribers']) {
      const res = await api.request.get(path).set('Cookie', adminCookie);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const me = await api.request.get('/cms/api/users/me').set('Cookie', member.cookie);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('makes the session cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const signIn = (headers: Record<string, string>) =>
      api.request.post('/cms/api/users/login').set(sameOrigin).set(headers).send(api.adminCredentials);
    const plain = await signIn({});
    expect(plain.status).toBe(200);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    // Without TRUST_PROXY the header is the client's word, and nobody's to trust.
    const untrusted = await signIn({ 'X-Forwarded-Proto': 'https' });
    expect(String(untrusted.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);

    api.app.set('trust proxy', 'loopback');
    try {
      const proxied = await signIn({ 'X-Forwarded-Proto': 'https' });
      expect(proxied.status).toBe(200);
      const cookies = proxied.headers['set-cookie'] as unknown as string[];
      expect(cookies.some((c) => c.startsWith('payload-token='))).toBe(true);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      api.app.set('trust proxy', false);
    }
  });
});

describe('password reset', () => {
  it("mails a member a link to the site's reset page and never writes the token to the log", async () => {
    const sent = vi.spyOn(api.payload, 'sendEmail');
    const logged = vi.spyOn(api.payload.logger, 'info');
    const res = await api.request
      .post('/cms/api/users/forgot-password')
      .set(sameOrigin)
      .send({ email: memberCredentials.email });
    expect(res.status).toBe(200);
    // The mail goes out after the answer.
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));

    const { docs } = await api.payload.find({
      collection: 'users',
      where: { email: { equals: memberCredentials.email } },
      showHiddenFields: true,
    });
    const token = (docs[0] as { resetPasswordToken?: string }).resetPasswordToken;
    expect(token).toBeTruthy();
    expect(String(sent.mock.calls[0]?.[0].html)).toContain(`${publicOrigin()}${PASSWORD_RESET_PAGE}?token=${token}`);
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
