import { MESSAGES, TEXT_MAX } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let api: TestApi;
let member: Awaited<ReturnType<typeof registerMember>>;
const memberCredentials = { email: 'rana.k@clinic.test', password: 'rana-secret' };

beforeAll(async () => {
  api = await startTestApi();
  member = await registerMember(api, { ...memberCredentials, name: 'Rana Khoury', country: 'AE' });
});
afterAll(async () => {
  await api?.close();
});

function cookieHeader(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw]).find((c) => String(c).startsWith('payload-token=')) as string;
}

describe('POST /api/auth/register', () => {
  it('creates a member on Starter, returns the user and sets an HTTP-only SameSite=Lax session cookie', async () => {
    expect(member.user).toMatchObject({ email: memberCredentials.email, role: 'member', plan: 'Starter' });
    const res = await api.request
      .post('/api/auth/register')
      .set(sameOrigin)
      .send({ email: 'Yara.N@Clinic.test', password: 'yara-secret', country: 'EG' });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      name: 'yara.n',
      email: 'yara.n@clinic.test',
      country: 'EG',
      plan: 'Starter',
      role: 'member',
      createdAt: expect.any(String),
    });
    const cookie = cookieHeader(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // Without "remember me" the cookie ends with the browser session.
    expect(cookie).not.toMatch(/Expires=/i);
  });

  it('never lets the body choose the role or the plan', async () => {
    const res = await api.request.post('/api/auth/register').set(sameOrigin).send({
      email: 'sneaky@clinic.test',
      password: 'sneaky-pass',
      name: 'Sneaky One',
      country: 'US',
      role: 'admin',
      plan: 'Enterprise',
      id: '1',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'member', plan: 'Starter' });
    const stored = await api.payload.find({ collection: 'users', where: { email: { equals: 'sneaky@clinic.test' } } });
    expect(stored.docs[0]).toMatchObject({ role: 'member', plan: 'Starter' });
  });

  it('answers 409 when the e-mail is already registered', async () => {
    const res = await api.request
      .post('/api/auth/register')
      .set(sameOrigin)
      .send({ email: memberCredentials.email.toUpperCase(), password: 'another-pass', country: 'US' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MESSAGES.emailTaken);
  });

  it.each([
    [{ email: '', password: '', country: 'US' }, MESSAGES.credentialsRequired],
    [{ password: 'secret1', country: 'US' }, MESSAGES.credentialsRequired],
    [{ email: 'not-an-email', password: 'secret1', country: 'US' }, MESSAGES.invalidEmail],
    [{ email: 'a@b.test', password: '123', country: 'US' }, MESSAGES.passwordTooShort],
    [{ email: 'a@b.test', password: 'secret1', name: 'Al', country: 'US' }, MESSAGES.nameTooShort],
    [
      { email: 'a@b.test', password: 'secret1', name: 'N'.repeat(TEXT_MAX.short + 1), country: 'US' },
      MESSAGES.nameTooLong,
    ],
    [{ email: 'a@b.test', password: 'secret1', country: 'FR' }, MESSAGES.countryInvalid],
    [{ email: ['a@b.test'], password: { $ne: '' }, country: 'US' }, MESSAGES.credentialsRequired],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await api.request.post('/api/auth/register').set(sameOrigin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toBeDefined();
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a browser-session cookie, or a 30-day one with remember', async () => {
    const plain = await api.request.post('/api/auth/login').set(sameOrigin).send(memberCredentials);
    expect(plain.status).toBe(200);
    expect(plain.body.user).toMatchObject({ email: memberCredentials.email, name: 'Rana Khoury', country: 'AE' });
    expect(cookieHeader(plain)).not.toMatch(/Expires=/i);

    const remembered = await api.request
      .post('/api/auth/login')
      .set(sameOrigin)
      .send({ ...memberCredentials, remember: true });
    expect(remembered.status).toBe(200);
    const expires = /Expires=([^;]+)/i.exec(cookieHeader(remembered))?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires as string).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    api.app.set('trust proxy', 'loopback');
    try {
      const res = await api.request
        .post('/api/auth/login')
        .set({ ...sameOrigin, Origin: `https://${TEST_HOST}`, 'X-Forwarded-Proto': 'https' })
        .send(memberCredentials);
      expect(res.status).toBe(200);
      expect(cookieHeader(res)).toMatch(/Secure/i);
    } finally {
      api.app.set('trust proxy', false);
    }
  });

  it('answers 401 with the contract sentence for a wrong password or an unknown e-mail', async () => {
    for (const body of [
      { email: 'nobody@clinic.test', password: 'whatever' },
      { email: 'Nadia.Rahman@example.org', password: 'whatever' },
    ]) {
      const res = await api.request.post('/api/auth/login').set(sameOrigin).send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.invalidCredentials });
    }
  });

  it.each([
    [{}, MESSAGES.credentialsRequired],
    [{ email: 'x@y.test' }, MESSAGES.credentialsRequired],
    [{ email: 'nope', password: 'secret1' }, MESSAGES.invalidEmail],
    [{ email: 'x@y.test', password: '12345' }, MESSAGES.passwordTooShort],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await api.request.post('/api/auth/login').set(sameOrigin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('locks an account after repeated failures: 429 with a sentence, even with the right password', async () => {
    const target = { email: 'lock.me@clinic.test', password: 'right-password' };
    await registerMember(api, { ...target, name: 'Lock Me' });
    for (let i = 0; i < 5; i += 1) {
      const res = await api.request
        .post('/api/auth/login')
        .set(sameOrigin)
        .send({ email: target.email, password: 'wrong-password' });
      expect([401, 429]).toContain(res.status);
    }
    const res = await api.request.post('/api/auth/login').set(sameOrigin).send(target);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: MESSAGES.accountLocked });
  });

  it('answers a locked account exactly as an address nobody uses, on /api and in /cms', async () => {
    const known = { email: 'locked.known@clinic.test', password: 'right-password' };
    await registerMember(api, { ...known, name: 'Locked Known' });
    const unknown = { email: 'locked.unknown@clinic.test', password: 'right-password' };
    const attempt = (path: string, body: object) => api.request.post(path).set(sameOrigin).send(body);

    for (const who of [known, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt('/api/auth/login', { ...who, password: 'wrong-password' })).status).toBe(401);
      }
    }
    for (const path of ['/api/auth/login', '/cms/api/users/login']) {
      const [a, b] = [await attempt(path, known), await attempt(path, unknown)];
      expect(a.status, path).toBe(429);
      expect([b.status, b.body], path).toEqual([a.status, a.body]);
      expect(Number(a.headers['retry-after']), path).toBeGreaterThan(0);
      expect(Number(b.headers['retry-after']), path).toBeGreaterThan(0);
    }

    // Payload's own lock, reached by failures spread over more than ten minutes, answers as a wrong
    // password does, which is all an unknown address could answer.
    await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { key: { like: 'locked.' } } });
    const { docs } = await api.payload.find({ collection: 'users', where: { email: { equals: known.email } } });
    await api.payload.db.updateOne({
      collection: 'users',
      id: docs[0]!.id,
      data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 60_000).toISOString() },
    });
    for (const path of ['/api/auth/login', '/cms/api/users/login']) {
      const [a, b] = [await attempt(path, known), await attempt(path, { ...unknown, password: 'wrong-password' })];
      expect(a.status, path).toBe(401);
      expect([b.status, b.body], path).toEqual([a.status, a.body]);
    }
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the session user, and { user: null } (not an error) without a session or with a forged token', async () => {
    const me = await api.request.get('/api/auth/me').set('Cookie', member.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: member.user });
    expect(me.headers['cache-control']).toBe('no-store');

    // A signed-out page load checks the session: the answer must not be an error the browser logs.
    const none = await api.request.get('/api/auth/me');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ user: null });
    expect(none.headers['cache-control']).toBe('no-store');
    const forged = await api.request.get('/api/auth/me').set('Cookie', 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ user: null });
  });

  it('still answers 401 to the other endpoints that need a session', async () => {
    const review = await api.request.post('/api/reviews').set(sameOrigin).send({ rating: 5, quote: 'Great help' });
    expect(review.status).toBe(401);
    expect(review.body).toEqual({ error: MESSAGES.reviewSignIn });
    const summary = await api.request.get('/api/admin/summary');
    expect(summary.status).toBe(401);
    expect(summary.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('ends the session on the server: the old cookie no longer works', async () => {
    const cookie = await signIn(api, memberCredentials.email, memberCredentials.password);
    expect((await api.request.get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    const out = await sendAs(api, cookie, 'post', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect(cookieHeader(out)).toMatch(/^payload-token=;/);
    expect((await api.request.get('/api/auth/me').set('Cookie', cookie)).body).toEqual({ user: null });
    // Other sessions of the same account stay signed in.
    expect((await api.request.get('/api/auth/me').set('Cookie', member.cookie)).body).toEqual({ user: member.user });
  });

  it('answers 204 to a logout without a session', async () => {
    const res = await api.request.post('/api/auth/logout').set(sameOrigin);
    expect(res.status).toBe(204);
  });

  it('shares the session with the CMS: the cookie is Payload’s own', async () => {
    const { user } = await api.payload.auth({ headers: new Headers({ Cookie: member.cookie }) });
    expect(user?.email).toBe(memberCredentials.email);
  });
});

describe('cross-site request forgery guard', () => {
  it('refuses a state-changing request from another origin, or with no Origin or Referer', async () => {
    const evil = await api.request.post('/api/auth/login').set(crossSite).send(memberCredentials);
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ error: MESSAGES.crossSite });

    const none = await api.request.post('/api/auth/logout').set('Host', TEST_HOST).set('Cookie', member.cookie);
    expect(none.status).toBe(403);

    const nullOrigin = await api.request.post('/api/auth/login').set({ Host: TEST_HOST, Origin: 'null' }).send({});
    expect(nullOrigin.status).toBe(403);
    // Fetch Metadata counts only where Origin and Referer say nothing, and only as the browser sends it.
    const nullCrossSite = await api.request
      .post('/api/auth/login')
      .set({ Host: TEST_HOST, Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })
      .send(memberCredentials);
    expect(nullCrossSite.status).toBe(403);
    const forgedMetadata = await api.request
      .post('/api/auth/login')
      .set({ ...crossSite, 'Sec-Fetch-Site': 'same-origin' })
      .send(memberCredentials);
    expect(forgedMetadata.status).toBe(403);

    const otherPort = await api.request
      .post('/api/auth/login')
      .set({ Host: TEST_HOST, Origin: `http://${TEST_HOST}:8080` })
      .send(memberCredentials);
    expect(otherPort.status).toBe(403);
    // The session survived the refused logout.
    expect((await api.request.get('/api/auth/me').set('Cookie', member.cookie)).body).toEqual({ user: member.user });
  });

  it('accepts a same-origin Referer when Origin is absent', async () => {
    const res = await api.request
      .post('/api/auth/login')
      .set({ Host: TEST_HOST, Referer: `http://${TEST_HOST}/auth?next=/dashboard` })
      .send(memberCredentials);
    expect(res.status).toBe(200);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const spoofed = await api.request
      .post('/api/auth/login')
      .set({ Host: TEST_HOST, 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' })
      .send(memberCredentials);
    expect(spoofed.status).toBe(403);

    api.app.set('trust proxy', 'loopback');
    try {
      const proxied = await api.request
        .post('/api/auth/login')
        .set({ Host: 'internal:3000', 'X-Forwarded-Host': TEST_HOST, Origin: `http://${TEST_HOST}` })
        .send(memberCredentials);
      expect(proxied.status).toBe(200);
    } finally {
      api.app.set('trust proxy', false);
    }
  });

  it('lets safe methods through without an Origin', async () => {
    expect((await api.request.get('/api/health')).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('refuses a body that is not JSON with 415', async () => {
    const res = await api.request
      .post('/api/auth/login')
      .set(sameOrigin)
      .set('Content-Type', 'text/plain')
      .send('email=a@b.test&password=secret1');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: MESSAGES.notJson });
  });

  it('reads an array body as an empty object: the contract’s sentence, not a 500', async () => {
    const res = await api.request.post('/api/auth/login').set(sameOrigin).send([1, 2, 3]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.credentialsRequired);
  });

  it('keeps the session cookie name Payload uses', () => {
    expect(member.cookie.startsWith('payload-token=')).toBe(true);
    expect(sessionCookieOf).toBeTypeOf('function');
  });
});
