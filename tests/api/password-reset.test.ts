import { MESSAGES, PASSWORD_RESET_PAGE } from '@manara/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicOrigin } from '../../apps/cms/src/lib/env';
import {
  registerMember,
  sameOrigin,
  sessionCookieOf,
  signIn,
  startTestApi,
  TEST_HOST,
  type TestApi,
} from '../helpers/api';
import { linksIn, startTestInbox, type ReceivedMail, type TestInbox } from '../helpers/smtp';

// The password reset, from the request to the new password, with mail delivered to a real SMTP
// server that takes a while to accept each message, as a distant production server does.
const MAIL_SERVER_DELAY_MS = 1000;

let api: TestApi;
let inbox: TestInbox;

beforeAll(async () => {
  inbox = await startTestInbox({ delayMs: MAIL_SERVER_DELAY_MS });
  process.env.SMTP_URL = inbox.url;
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await inbox?.close();
  delete process.env.SMTP_URL;
});
beforeEach(async () => {
  await inbox.settle(50);
  inbox.clear();
  await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
});

/** What a client behind its own proxy could send to make links point at its server. */
const forged = { ...sameOrigin, 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

const me = (cookie: string) => api.request.get('/api/auth/me').set('Cookie', cookie);

/** The one reset mail to `to`, once it has arrived. */
async function resetMailTo(to: string): Promise<ReceivedMail> {
  await inbox.waitFor(1);
  const mails = inbox.messages.filter((mail) => mail.to.includes(to));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** The token of the mail's one link that starts with `prefix`. */
function tokenOf(mail: ReceivedMail, prefix: string): string {
  const links = linksIn(mail, prefix);
  expect(links.length, mail.text).toBeGreaterThan(0);
  const url = new URL(links[0]!);
  return url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
}

describe('a member resets a forgotten password on the site', () => {
  it('mails a link to the site page, sets the new password, signs in and ends every other session', async () => {
    const credentials = { email: 'forgetful@clinic.test', password: 'old-password' };
    const { cookie: phone } = await registerMember(api, { ...credentials, name: 'Farah Forgetful' });
    const laptop = await signIn(api, credentials.email, credentials.password);

    const asked = await api.request
      .post('/api/auth/forgot-password')
      .set(forged)
      .send({ email: 'Forgetful@Clinic.test' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ ok: true });

    const mail = await resetMailTo(credentials.email);
    expect(mail.subject).toBe('Reset your Manara Research password');
    // The link comes from configuration, never from the Host or X-Forwarded-Host of the request.
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).not.toContain(TEST_HOST);
    const token = tokenOf(
      { ...mail, text: mail.html.replace(/<[^>]+>/g, ' ') },
      `${publicOrigin()}${PASSWORD_RESET_PAGE}?token=`,
    );

    const reset = await api.request
      .post('/api/auth/reset-password')
      .set(sameOrigin)
      .send({ token, password: 'new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ email: credentials.email, role: 'member' });
    const here = sessionCookieOf(reset);

    // This browser is signed in; the two sessions from before are over.
    expect((await me(here)).body.user).toMatchObject({ email: credentials.email });
    expect((await me(phone)).body).toEqual({ user: null });
    expect((await me(laptop)).body).toEqual({ user: null });

    const old = await api.request.post('/api/auth/login').set(sameOrigin).send(credentials);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ error: MESSAGES.invalidCredentials });
    const fresh = await api.request
      .post('/api/auth/login')
      .set(sameOrigin)
      .send({ email: credentials.email, password: 'new-password' });
    expect(fresh.status).toBe(200);

    // The link works once.
    const again = await api.request
      .post('/api/auth/reset-password')
      .set(sameOrigin)
      .send({ token, password: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: MESSAGES.resetLinkInvalid, fields: { token: MESSAGES.resetLinkInvalid } });
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const res = await api.request
      .post('/api/auth/forgot-password')
      .set(sameOrigin)
      .send({ email: 'nobody@clinic.test' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    expect(await inbox.settle(300)).toHaveLength(0);
  });

  it.each([
    [{}, MESSAGES.invalidEmail],
    [{ email: 'not-an-address' }, MESSAGES.invalidEmail],
  ])('refuses the request %j with "%s"', async (body, message) => {
    const res = await api.request.post('/api/auth/forgot-password').set(sameOrigin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each([
    [{ password: 'new-password' }, MESSAGES.resetLinkInvalid],
    [{ token: 'a'.repeat(40), password: '123' }, MESSAGES.passwordTooShort],
    [{ token: 'a'.repeat(40), password: 'new-password' }, MESSAGES.resetLinkInvalid],
  ])('refuses the reset %j with "%s"', async (body, message) => {
    const res = await api.request.post('/api/auth/reset-password').set(sameOrigin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("answers an old or mistyped link at /cms with 403 in Payload's words, logged as information", async () => {
    const errors = vi.spyOn(api.payload.logger, 'error');
    const infos = vi.spyOn(api.payload.logger, 'info');
    const res = await api.request
      .post('/cms/api/users/reset-password')
      .set(sameOrigin)
      .send({ token: 'b'.repeat(40), password: 'new-password' });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ message: 'Token is either invalid or has expired.' }]);
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledWith({ msg: 'Token is either invalid or has expired.' });
    errors.mockRestore();
    infos.mockRestore();
  });
});

describe('an admin resets a forgotten password', () => {
  it('in /cms: the link opens the CMS reset page, and the new password signs in there', async () => {
    const admin = api.adminCredentials;
    const before = await signIn(api, admin.email, admin.password);
    const asked = await api.request.post('/cms/api/users/forgot-password').set(forged).send({ email: admin.email });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'Success' });
    expect(asked.headers['cache-control']).toBe('no-store');

    const mail = await resetMailTo(admin.email);
    expect(mail.html).not.toContain('evil.example');
    const token = tokenOf({ ...mail, text: mail.html.replace(/<[^>]+>/g, ' ') }, `${publicOrigin()}/cms/reset/`);

    const reset = await api.request
      .post('/cms/api/users/reset-password')
      .set(sameOrigin)
      .send({ token, password: 'admin-password-456' });
    expect(reset.status).toBe(200);
    expect((await me(before)).body).toEqual({ user: null });

    const old = await api.request.post('/cms/api/users/login').set(sameOrigin).send(admin);
    expect(old.status).toBe(401);
    const fresh = await api.request
      .post('/cms/api/users/login')
      .set(sameOrigin)
      .send({ email: admin.email, password: 'admin-password-456' });
    expect(fresh.status).toBe(200);
    api.adminCredentials.password = 'admin-password-456';
  });

  it('on the site: the link leads back to the site page it was asked on', async () => {
    const asked = await api.request
      .post('/api/auth/forgot-password')
      .set(sameOrigin)
      .send({ email: api.adminCredentials.email });
    expect(asked.status).toBe(202);
    const mail = await resetMailTo(api.adminCredentials.email);
    expect(
      linksIn({ ...mail, text: mail.html.replace(/<[^>]+>/g, ' ') }, `${publicOrigin()}${PASSWORD_RESET_PAGE}?token=`),
    ).toHaveLength(1);
  });

  it('sends a member who asks at /cms to the site, whose door lets members in', async () => {
    await registerMember(api, { email: 'cms.asker@clinic.test', password: 'member-pass', name: 'Cms Asker' });
    inbox.clear();
    await api.request.post('/cms/api/users/forgot-password').set(sameOrigin).send({ email: 'cms.asker@clinic.test' });
    const mail = await resetMailTo('cms.asker@clinic.test');
    expect(mail.html).toContain(`${publicOrigin()}${PASSWORD_RESET_PAGE}?token=`);
    expect(mail.html).not.toContain('/cms/reset/');
  });
});

describe('the time of the answer', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  async function timed(path: string, email: string): Promise<number> {
    // Each address may ask three times an hour: the budget is emptied so every request is served.
    await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
    const started = performance.now();
    const res = await api.request.post(path).set(sameOrigin).send({ email });
    const took = performance.now() - started;
    expect(res.status).toBeLessThan(300);
    return took;
  }

  it.each(['/api/auth/forgot-password', '/cms/api/users/forgot-password'])(
    '%s answers a known and an unknown address in the same time, never waiting for the mail server',
    async (path) => {
      const address = `known.${path.length}@clinic.test`;
      await registerMember(api, { email: address, password: 'member-pass', name: 'Known' });
      inbox.clear();
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 1; round <= 8; round += 1) {
        known.push(await timed(path, address));
        // The link is mailed after the answer: let it go before the next measure, so that one does
        // not share the machine with it.
        await inbox.waitFor(round, 20_000);
        unknown.push(await timed(path, `unknown.${round}@clinic.test`));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Before, a known address waited for the mail server (here a second) and an unknown one did not.
      expect(Math.max(...known)).toBeLessThan(MAIL_SERVER_DELAY_MS);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAIL_SERVER_DELAY_MS / 10);
      expect(inbox.messages.every((mail) => mail.to.includes(address))).toBe(true);
    },
  );
});
