import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  sameOriginHeaders,
  sessionCookie,
  startProductionServer,
  type ProductionServer,
} from '../helpers/production-server';
import { startTestInbox, type TestInbox } from '../helpers/smtp';

/**
 * The production server's log through a visitor's and an admin's whole journey: JSON lines, one per
 * request with its route pattern and id, Payload's own lines carrying the id of the request they
 * belong to, and not one of the secrets or personal details the journey used.
 */

const run = Date.now().toString(36);
const member = {
  email: `zaynab.qasimi.${run}@clinic.test`,
  name: `Zaynab Qasimi ${run}`,
  password: `first-Pass-${run}`,
  wrongPassword: `wrong-Pass-${run}`,
  newPassword: `second-Pass-${run}`,
};
const contactMessage = `Our cohort of ${run} dialysis patients needs a survival analysis before June.`;
const secrets = {
  PAYLOAD_SECRET: `payload-secret-${run}-0123456789`,
  METRICS_TOKEN: `metrics-token-${run}-0123456789`,
};

let dataDir: string;
let inbox: TestInbox;
let server: ProductionServer;
/** Every response of the journey, by what it was, with its request id. */
const answered: { what: string; id: string; status: number }[] = [];
/** Values that must appear in no log line: added as the journey makes them (cookies, tokens). */
const forbidden = new Map<string, string>();
let exitCode: number | null;

async function call(what: string, pathName: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${server.url}${pathName}`, { redirect: 'manual', ...init });
  answered.push({ what, id: res.headers.get('x-request-id') ?? '', status: res.status });
  return res;
}

const post = (what: string, pathName: string, body: object, cookie?: string) =>
  call(what, pathName, { method: 'POST', headers: sameOriginHeaders(server, cookie), body: JSON.stringify(body) });

/** The token in the link that matches `pattern` (its first group), once `count` mails have arrived. */
async function tokenInMail(count: number, pattern: RegExp): Promise<string> {
  const mails = await inbox.waitFor(count);
  const match = mails.map((mail) => pattern.exec(`${mail.html}\n${mail.text}`)).find((found) => found?.[1]);
  if (!match?.[1]) throw new Error(`No link like ${pattern} in ${mails.length} mails`);
  return decodeURIComponent(match[1]);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'manara-logs-'));
  inbox = await startTestInbox();
  server = await startProductionServer({ dataDir, env: { SMTP_URL: inbox.url, ...secrets } });
  try {
    await journey();
  } catch (err) {
    // What the server logged says why a step failed.
    const errors = server
      .output()
      .split('\n')
      .filter((line) => /"level":"(error|warn|fatal)"/.test(line));
    throw new Error(`${(err as Error).message}\nThe server's warnings and errors:\n${errors.join('\n')}`);
  }
  exitCode = await server.stop();
}, 240_000);

/** A visitor's and an admin's whole journey through the site, the API and the CMS. */
async function journey(): Promise<void> {
  // A visitor reads the site, signs up, signs out, mistypes, signs in.
  expect((await call('home page', '/')).status).toBe(200);
  expect((await call('course list', '/api/courses')).status).toBe(200);
  const signUp = await post('sign-up', '/api/auth/register', {
    email: member.email,
    password: member.password,
    name: member.name,
    country: 'AE',
  });
  expect(signUp.status).toBe(201);
  const firstSession = sessionCookie(signUp);
  forbidden.set('the first session cookie', firstSession.split('=')[1] as string);
  expect((await call('me', '/api/auth/me', { headers: { Cookie: firstSession } })).status).toBe(200);
  expect((await post('sign-out', '/api/auth/logout', {}, firstSession)).status).toBe(204);
  const mistyped = await post('wrong password', '/api/auth/login', {
    email: member.email,
    password: member.wrongPassword,
  });
  expect(mistyped.status).toBe(401);
  const signIn = await post('sign-in', '/api/auth/login', { email: member.email, password: member.password });
  expect(signIn.status).toBe(200);
  forbidden.set('the second session cookie', sessionCookie(signIn).split('=')[1] as string);

  // They write to the team and subscribe to the newsletter (a double opt-in by e-mail).
  const contact = await post('contact form', '/api/contact', {
    name: member.name,
    email: member.email,
    message: contactMessage,
    sourcePage: '/contact',
  });
  expect(contact.status).toBe(201);
  expect((await post('newsletter', '/api/newsletter', { email: member.email, consent: true })).status).toBe(202);
  // The team's and the sender's copies of the message, and the confirmation.
  const newsletterToken = await tokenInMail(3, /newsletter\/confirm\?token=([^"&\s<]+)/);
  forbidden.set('the newsletter token', newsletterToken);
  expect((await post('newsletter confirmed', '/api/newsletter/confirm', { token: newsletterToken })).status).toBe(200);

  // They forget their password and follow the e-mail to choose a new one (a member's link leads to
  // the site's reset page, whichever door they asked at).
  const forgot = await post('forgot password', '/cms/api/users/forgot-password', { email: member.email });
  expect(forgot.status).toBe(200);
  const resetToken = await tokenInMail(4, /\/reset-password\?token=([^"&\s<]+)/);
  forbidden.set('the reset token', resetToken);
  // The answer is not this test's concern; the token and the new password travel in the body, and
  // a failure on the way must not write them into the log either (drizzle puts parameters in errors).
  await post('reset password', '/cms/api/users/reset-password', { token: resetToken, password: member.newPassword });

  // The admin mistypes at the CMS, signs in, reads the leads and opens the admin.
  expect(
    (await post('admin wrong password', '/cms/api/users/login', { email: ADMIN.email, password: member.wrongPassword }))
      .status,
  ).toBe(401);
  const adminSignIn = await post('admin sign-in', '/cms/api/users/login', ADMIN);
  expect(adminSignIn.status).toBe(200);
  const admin = sessionCookie(adminSignIn);
  forbidden.set("the admin's session cookie", admin.split('=')[1] as string);
  const leads = await call('leads', '/api/admin/leads', { headers: { Cookie: admin } });
  expect(await leads.text()).toContain(contactMessage);
  expect((await call('admin page', '/cms', { headers: { Cookie: admin } })).status).toBe(200);
  const metrics = await call('metrics', '/metrics', { headers: { Authorization: `Bearer ${secrets.METRICS_TOKEN}` } });
  expect(metrics.status).toBe(200);
}

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  await inbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the log of a whole journey', () => {
  it('holds no password, token, cookie, e-mail address, name or message', () => {
    const log = server.output();
    const values = new Map<string, string>([
      ["the member's e-mail", member.email],
      ["the member's e-mail, as the server lower-cases it", member.email.toLowerCase()],
      ["the member's name", member.name],
      ['the first password', member.password],
      ['the mistyped password', member.wrongPassword],
      ['the new password', member.newPassword],
      ['the message', contactMessage],
      ["the admin's e-mail", ADMIN.email],
      ["the admin's password", ADMIN.password],
      ['PAYLOAD_SECRET', secrets.PAYLOAD_SECRET],
      ['METRICS_TOKEN', secrets.METRICS_TOKEN],
      ...forbidden,
    ]);
    const found = [...values].filter(([, value]) => log.includes(value)).map(([what]) => what);
    expect(found).toEqual([]);
    // The journey did run through the log: it is not empty for want of lines.
    expect(answered.length).toBeGreaterThan(15);
  });

  it('is JSON lines with a level, a time and a message, and the server stopped cleanly', () => {
    const lines = server.output().split('\n').filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    for (const line of server.logLines()) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    }
    expect(exitCode).toBe(0);
  });

  it('has one line per request: method, route pattern, status, duration, bytes and the id it answered with', () => {
    const byId = new Map<string, Record<string, unknown>[]>();
    for (const line of server.logLines()) {
      if (typeof line.route !== 'string') continue;
      const id = String(line.reqId);
      byId.set(id, [...(byId.get(id) ?? []), line]);
    }
    const expected: Record<string, [string, string]> = {
      'home page': ['GET', '/*'],
      'course list': ['GET', '/api/courses'],
      'sign-up': ['POST', '/api/auth/register'],
      'wrong password': ['POST', '/api/auth/login'],
      'contact form': ['POST', '/api/contact'],
      'newsletter confirmed': ['POST', '/api/newsletter/confirm'],
      'forgot password': ['POST', '/cms/api/*'],
      leads: ['GET', '/api/admin/leads'],
      'admin page': ['GET', '/cms/*'],
    };
    for (const { what, id, status } of answered) {
      const lines = byId.get(id) ?? [];
      // Scrapes and probes come every few seconds: their lines are `debug`, below the default level.
      if (what === 'metrics') {
        expect(lines).toEqual([]);
        continue;
      }
      expect(lines, `the request line of "${what}"`).toHaveLength(1);
      const [line] = lines;
      expect(line).toMatchObject({ status, durationMs: expect.any(Number), bytes: expect.any(Number) });
      const route = expected[what];
      if (route)
        expect(line).toMatchObject({ method: route[0], route: route[1], msg: `${route[0]} ${route[1]} ${status}` });
    }
  });

  it("carries the request id into Payload's own lines, written while that request was served", () => {
    const { id } = answered.find((call) => call.what === 'admin wrong password')!;
    const lines = server.logLines().filter((line) => line.reqId === id);
    const payloadLine = lines.find((line) => line.route === undefined);
    expect(payloadLine).toMatchObject({ level: 'info', msg: 'The email or password provided is incorrect.' });
  });
});
