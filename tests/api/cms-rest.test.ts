import type { RequestHandler } from 'express';
import supertest from 'supertest';
import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sameOrigin, signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * /cms as the server wires it (docs/decisions/011-cms-without-next-until-needed.md): Payload's REST
 * answered by Express behind the door, and Next (here a stand-in that counts its starts) started
 * only for the admin's pages, once, however many requests ask at the same time.
 */
let api: TestApi;
let request: ReturnType<typeof supertest>;
let adminCookie: string;
const starts = { count: 0 };

beforeAll(async () => {
  api = await startTestApi();
  const { default: config } = await import('../../apps/cms/src/payload.config');
  const { createApp } = await import('../../apps/cms/src/server/app');
  const { cmsHandler } = await import('../../apps/cms/src/server/cms');
  const { payloadRest } = await import('../../apps/cms/src/server/payload-rest');
  const { lazyNext } = await import('../../apps/cms/src/server/lazy-next');
  const { CMS_API_BASE } = await import('../../apps/cms/src/lib/env');
  // The Payload instance startTestApi made: its cache key is the test file's temporary folder.
  const key = api.dir;
  const admin = lazyNext({
    dev: false,
    dir: '.',
    port: 0,
    start: async () => {
      starts.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        handle: async (_req, res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>admin</p>'),
        close: async () => undefined,
      };
    },
  });
  const cms: RequestHandler = cmsHandler({ rest: payloadRest(config, CMS_API_BASE, key), admin: admin.handler });
  request = supertest(createApp({ payload: api.payload, cms }));
  adminCookie = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
});

describe("Payload's REST without Next", () => {
  it('signs in and out with the session cookie Payload sets', async () => {
    const login = await request
      .post('/cms/api/users/login')
      .set(sameOrigin)
      .send({ email: api.adminCredentials.email, password: api.adminCredentials.password });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe('Authentication Passed');
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/^payload-token=[^;]+; Expires=[^;]+; Path=\/; HttpOnly=true; SameSite=Lax$/);
    const me = await request.get('/cms/api/users/me').set('Cookie', cookie.split(';')[0]!);
    expect(me.body.user.email).toBe(api.adminCredentials.email);
    const logout = await request.post('/cms/api/users/logout').set(sameOrigin).set('Cookie', cookie.split(';')[0]!);
    expect(logout.status).toBe(200);
    expect((logout.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^payload-token=; Expires=/);
  });

  it('answers reads, writes and unknown routes as Next did, with the admin’s headers', async () => {
    const list = await request.get('/cms/api/courses?depth=0&limit=2').set('Cookie', adminCookie);
    expect(list.status).toBe(200);
    expect(list.body.docs).toHaveLength(2);
    expect(list.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(list.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(list.headers.vary).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(list.headers['content-type']).toBe('application/json');

    const id = list.body.docs[0].id as number;
    const renamed = await request
      .patch(`/cms/api/courses/${id}`)
      .set(sameOrigin)
      .set('Cookie', adminCookie)
      .field('_payload', JSON.stringify({ title: 'Renamed in the admin' }));
    expect(renamed.status).toBe(200);
    expect((await api.payload.findByID({ collection: 'courses', id })).title).toBe('Renamed in the admin');
    // The public API shows it on the next request: the REST write ran Payload's hooks in this process.
    expect((await api.request.get(`/api/courses/${id}`)).body.title).toBe('Renamed in the admin');

    const unknown = await request.get('/cms/api/nothing-here').set('Cookie', adminCookie);
    expect(unknown.status).toBe(404);
    // "/cms/api/…" in the server, where NEXT_BASE_PATH is set as Next's config sets it.
    expect(unknown.body.message).toMatch(/^Route not found "(\/cms)?\/api\/nothing-here"$/);
    expect(starts.count).toBe(0);
  });

  it('refuses a path with dot segments, which would reach the REST past the door', async () => {
    const member = await registerMember(api, { email: 'dots@clinic.test', password: 'member-secret' });
    for (const sneaky of [`/cms/x/../api/users/${member.user.id}`, `/cms/./api/users/${member.user.id}`]) {
      const res = await request
        .patch(sneaky)
        .set(sameOrigin)
        .set('Cookie', member.cookie)
        .send({ email: 'taken@over.test' });
      expect(res.status, sneaky).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.malformedUrl, errors: [{ message: MESSAGES.malformedUrl }] });
    }
    const { docs } = await api.payload.find({ collection: 'users', where: { email: { equals: 'dots@clinic.test' } } });
    expect(docs).toHaveLength(1);
  });
});

describe('Next for the admin, started on first use', () => {
  it('starts once for the first admin requests that arrive together, then answers at once', async () => {
    const pages = await Promise.all([request.get('/cms/login'), request.get('/cms'), request.get('/cms/_next/x.js')]);
    expect(pages.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(pages[0]!.text).toBe('<p>admin</p>');
    expect(starts.count).toBe(1);
    expect((await request.get('/cms/account')).status).toBe(200);
    expect(starts.count).toBe(1);
  });
});
