import path from 'node:path';
import type { Express } from 'express';
import type { CountryCode } from '@manara/contracts';
import type { Payload } from 'payload';
import supertest from 'supertest';
import { inject } from 'vitest';
import { TEMPLATE_ENV, testDatabaseFrom, type TestEngine } from './test-databases';

export interface TestApi {
  payload: Payload;
  app: Express;
  /** supertest bound to the app; state-changing calls must add `.set(sameOrigin)`. */
  request: ReturnType<typeof supertest>;
  adminCredentials: { email: string; password: string };
  /** The engine this run of the suite is on (vitest.config.ts: one project per engine). */
  engine: TestEngine;
  /** The test file's own temporary folder: uploaded media and project files live here. */
  dir: string;
  close: () => Promise<void>;
}

/** The engine the current project runs the suite on. */
export function testEngine(): TestEngine {
  return inject('testDatabase').engine;
}

/** The host every test request claims to be sent to, so that the Origin check compares like a browser's. */
export const TEST_HOST = 'manara.test';

/**
 * What a browser on the site's own origin sends with a state-changing request: its Origin, and the
 * Host it is talking to. supertest's own Host carries a random port, so both are set explicitly and
 * the server's real same-origin check runs.
 */
export const sameOrigin = { Host: TEST_HOST, Origin: `http://${TEST_HOST}` } as const;

/** A page of another site posting to ours (cross-site request forgery). */
export const crossSite = { Host: TEST_HOST, Origin: 'https://evil.example' } as const;

/** The credential signing key of every API suite (32 bytes of 0x07, base64url). */
export const TEST_CREDENTIAL_SIGNING_KEY = Buffer.alloc(32, 7).toString('base64url');

export interface StartOptions {
  /** AUTH_RATE_LIMIT for this app; high by default so suites can sign in freely. */
  authRateLimit?: number;
  /** Seed the journal catalogue too (about 3 s); only the suites that read it ask. */
  journals?: boolean;
  /** Start from an empty database, as a first start does (the schema pushed, the seed run), not a copy of the seeded template. */
  empty?: boolean;
}

/**
 * Boots Payload on a fresh database of the project's engine (a copy of the run's seeded template:
 * tests/helpers/global-setup.ts), runs the seed (which finds everything there) and builds the
 * Express app as a real start would, without the site, and with Payload's REST answering /cms/api in
 * place of Next. One per test file.
 */
export async function startTestApi({
  authRateLimit = 1000,
  empty = false,
  journals = false,
}: StartOptions = {}): Promise<TestApi> {
  const template = inject('testDatabase');
  const database = await testDatabaseFrom(template, { empty });
  const { dir } = database;
  const adminCredentials = { email: TEMPLATE_ENV.ADMIN_EMAIL, password: TEMPLATE_ENV.ADMIN_PASSWORD };
  Object.assign(process.env, TEMPLATE_ENV);
  process.env.DATABASE_URL = database.url;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  // A fixed Ed25519 seed, so no suite writes a key into the repository's data folder.
  process.env.CREDENTIAL_SIGNING_KEY = TEST_CREDENTIAL_SIGNING_KEY;
  process.env.AUTH_RATE_LIMIT = String(authRateLimit);
  // The copy has the schema the template's push made from this same config: Payload's push would
  // only introspect it again (seconds per file on PostgreSQL). This is the flag Payload's own CLI
  // sets to skip the push while it runs migrations.
  process.env.PAYLOAD_MIGRATING = empty ? 'false' : 'true';

  // Imported after the environment is set: the config reads DATABASE_URL when it is built.
  const { getPayload } = await import('payload');
  const { default: config } = await import('../../apps/cms/src/payload.config');
  const { seed } = await import('../../apps/cms/src/seed');
  const { createApp } = await import('../../apps/cms/src/server/app');
  const { cmsHandler } = await import('../../apps/cms/src/server/cms');
  const { payloadRest } = await import('../../apps/cms/src/server/payload-rest');
  const { CMS_API_BASE } = await import('../../apps/cms/src/lib/env');

  const payload = await getPayload({ config, key: dir });
  await seed(payload, { journals });
  // /cms as the server serves it: Payload's REST by Express; the admin's pages (Next) are not started.
  const cms = cmsHandler({
    rest: payloadRest(config, CMS_API_BASE, dir),
    admin: (_req, res) => void res.status(404).end(),
  });
  const app = createApp({ payload, cms });
  return {
    payload,
    app,
    request: supertest(app),
    adminCredentials,
    engine: template.engine,
    dir,
    close: async () => {
      await payload.destroy();
      await database.remove();
    },
  };
}

/** The `payload-token=…` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const token = cookies.find((c) => c.startsWith('payload-token='));
  if (!token) throw new Error('The response set no session cookie');
  return token.split(';')[0] as string;
}

/** Signs in and returns the Cookie header value of the session. */
export async function signIn(api: TestApi, email: string, password: string): Promise<string> {
  const res = await api.request.post('/api/auth/login').set(sameOrigin).send({ email, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookieOf(res);
}

/** Registers a member and returns the Cookie header value of their session and the user. */
export async function registerMember(
  api: TestApi,
  body: { email: string; password: string; name?: string; country?: string },
): Promise<{ cookie: string; user: { id: string; email: string; role: string; plan: string } }> {
  const res = await api.request
    .post('/api/auth/register')
    .set(sameOrigin)
    .send({ country: 'US', ...body });
  if (res.status !== 201)
    throw new Error(`Register of ${body.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: sessionCookieOf(res), user: res.body.user };
}

/**
 * Creates an editor and returns the Cookie header value of their session, signed in through /cms as
 * an editor signs in. Only an admin gives a role, so the test writes the account directly.
 */
export async function createEditor(
  api: TestApi,
  account: { email: string; name: string; country?: CountryCode; password?: string },
): Promise<string> {
  const { email, name, country = 'AE', password = 'editor-password-1' } = account;
  await api.payload.create({
    collection: 'users',
    data: { email, password, name, role: 'editor', country, plan: 'Starter' },
    overrideAccess: true,
  });
  return sessionCookieOf(await api.request.post('/cms/api/users/login').set(sameOrigin).send({ email, password }));
}

/**
 * A state-changing request as the site's own pages send it: from its origin, with this session's
 * Cookie header value. Chain `.send(body)`, `.field(…)` or `.attach(…)` as the call needs.
 */
export function sendAs(api: TestApi, cookie: string, method: 'post' | 'put' | 'patch' | 'delete', path: string) {
  return api.request[method](path).set(sameOrigin).set('Cookie', cookie);
}

/** The sessions (Cookie header values) a content suite acts as. */
export interface Cast {
  editor: string;
  admin: string;
  member: string;
}

/**
 * Signs in the people a content suite acts as: an editor (through /cms), the admin and a member,
 * their addresses starting with the suite's `prefix` so suites never share an account.
 */
export async function signInCast(api: TestApi, prefix: string): Promise<Cast> {
  const editor = await createEditor(api, { email: `${prefix}-editor@clinic.test`, name: 'Elena Editor' });
  const admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  const { cookie: member } = await registerMember(api, {
    email: `${prefix}-member@clinic.test`,
    password: 'member-pass',
    name: 'Mona Saleh',
  });
  return { editor, admin, member };
}
