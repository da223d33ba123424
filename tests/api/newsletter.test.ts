import { MESSAGES, NEWSLETTER_CONSENT_TEXT } from '@manara/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../apps/cms/src/lib/env';
import { newsletterToken } from '../../apps/cms/src/lib/newsletter-token';
import type { Subscriber } from '../../apps/cms/src/payload-types';
import { registerMember, sameOrigin, signIn, startTestApi, type TestApi } from '../helpers/api';
import { linksIn, startTestInbox, type ReceivedMail, type TestInbox } from '../helpers/smtp';

// The newsletter's double opt-in, with mail delivered to a real SMTP server.
let api: TestApi;
let inbox: TestInbox;

beforeAll(async () => {
  inbox = await startTestInbox();
  process.env.SMTP_URL = inbox.url;
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
  await inbox?.close();
  delete process.env.SMTP_URL;
  delete process.env.LEADS_RATE_LIMIT;
});
beforeEach(async () => {
  await inbox.settle(50);
  inbox.clear();
  await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
});

async function subscriber(email: string): Promise<Subscriber | undefined> {
  const { docs } = await api.payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    depth: 0,
    pagination: false,
  });
  return docs[0];
}

const post = (path: string, body: object) => api.request.post(path).set(sameOrigin).send(body);

/** The token of the one link in `mail` to the given site page. */
function tokenOf(mail: ReceivedMail, page: string): string {
  const [link] = linksIn(mail, `${publicOrigin()}${page}?token=`);
  if (!link) throw new Error(`No ${page} link in: ${mail.text}`);
  return new URL(link).searchParams.get('token') as string;
}

describe('POST /api/newsletter', () => {
  it('stores an unconfirmed subscriber with the consent given and mails a confirmation link', async () => {
    const res = await post('/api/newsletter', { email: ' Reader@Clinic.Test ', consent: true, sourcePage: '/about' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });

    const stored = await subscriber('reader@clinic.test');
    expect(stored).toMatchObject({
      email: 'reader@clinic.test',
      consentText: NEWSLETTER_CONSENT_TEXT,
      source: '/about',
      confirmed: false,
      unsubscribed: false,
    });
    expect(Date.now() - Date.parse(stored!.consentAt)).toBeLessThan(60_000);

    const [mail] = await inbox.waitFor(1);
    expect(mail?.to).toEqual(['reader@clinic.test']);
    expect(mail?.subject).toBe('Confirm your subscription to the Manara Research newsletter');
    const confirm = tokenOf(mail!, '/newsletter/confirm');
    const unsubscribe = tokenOf(mail!, '/newsletter/unsubscribe');
    expect(confirm).not.toBe(unsubscribe);
    // Mail clients show the List-Unsubscribe header as a button.
    expect(mail?.headers['list-unsubscribe']).toContain(`${publicOrigin()}/newsletter/unsubscribe?token=`);
    expect(mail?.html).toContain('/newsletter/unsubscribe?token=');
  });

  it('writes its links from configuration, never from a forged Host or X-Forwarded-Host', async () => {
    api.app.set('trust proxy', 'loopback');
    try {
      const res = await api.request
        .post('/api/newsletter')
        .set({ Host: 'evil.example', Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' })
        .send({ email: 'forged@clinic.test', consent: true });
      expect(res.status).toBe(202);
    } finally {
      api.app.set('trust proxy', false);
    }
    const [mail] = await inbox.waitFor(1);
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.headers['list-unsubscribe']).toBe(
      `<${publicOrigin()}/newsletter/unsubscribe?token=${tokenOf(mail!, '/newsletter/unsubscribe')}>`,
    );
    expect(linksIn(mail!, `${publicOrigin()}/newsletter/confirm?token=`)).toHaveLength(1);
  });

  it('confirms with the link, then answers a repeat sign-up the same way and mails nothing', async () => {
    await post('/api/newsletter', { email: 'twice@clinic.test', consent: true });
    const [mail] = await inbox.waitFor(1);
    const confirmed = await post('/api/newsletter/confirm', { token: tokenOf(mail!, '/newsletter/confirm') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });
    const after = await subscriber('twice@clinic.test');
    expect(after).toMatchObject({ confirmed: true, unsubscribed: false });
    expect(after?.confirmedAt).toBeTruthy();

    inbox.clear();
    const again = await post('/api/newsletter', { email: 'TWICE@clinic.test', consent: true });
    const fresh = await post('/api/newsletter', { email: 'first.time@clinic.test', consent: true });
    // Nothing in the answer tells a subscribed address from a new one.
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    const mails = await inbox.waitFor(1);
    expect((await inbox.settle(300)).length).toBe(1);
    expect(mails[0]?.to).toEqual(['first.time@clinic.test']);
    expect(await subscriber('twice@clinic.test')).toEqual(after);
  });

  it('mails a pending address a fresh link on a second sign-up', async () => {
    await post('/api/newsletter', { email: 'pending@clinic.test', consent: true });
    await post('/api/newsletter', { email: 'pending@clinic.test', consent: true });
    const mails = await inbox.waitFor(2);
    expect(mails.every((m) => m.to[0] === 'pending@clinic.test')).toBe(true);
    const { totalDocs } = await api.payload.count({
      collection: 'subscribers',
      where: { email: { equals: 'pending@clinic.test' } },
    });
    expect(totalDocs).toBe(1);
  });

  it("answers bad input with the contract's sentences and stores nothing", async () => {
    const empty = await post('/api/newsletter', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: MESSAGES.invalidEmail,
      fields: { email: MESSAGES.invalidEmail, consent: MESSAGES.consentRequired },
    });
    const noConsent = await post('/api/newsletter', { email: 'no.consent@clinic.test', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toEqual({ error: MESSAGES.consentRequired, fields: { consent: MESSAGES.consentRequired } });
    expect(await subscriber('no.consent@clinic.test')).toBeUndefined();
    expect(await inbox.settle(300)).toEqual([]);
  });

  it('answers a filled honeypot with the same success, and stores and mails nothing', async () => {
    const res = await post('/api/newsletter', { email: 'bot@spam.test', consent: true, website: 'x' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true });
    expect(await subscriber('bot@spam.test')).toBeUndefined();
    expect(await inbox.settle(300)).toEqual([]);
  });

  it('turns a flood away with 429, a sentence and Retry-After', async () => {
    process.env.LEADS_RATE_LIMIT = '2';
    try {
      expect((await post('/api/newsletter', { email: 'flood1@spam.test', consent: true })).status).toBe(202);
      expect((await post('/api/newsletter', { email: 'flood2@spam.test', consent: true })).status).toBe(202);
      const limited = await post('/api/newsletter', { email: 'flood3@spam.test', consent: true });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: MESSAGES.tooManySubmissions });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await subscriber('flood3@spam.test')).toBeUndefined();
    } finally {
      delete process.env.LEADS_RATE_LIMIT;
    }
    await inbox.waitFor(2);
  });
});

describe('newsletter links', () => {
  it('unsubscribes with the link of any newsletter mail, and again without an error', async () => {
    await post('/api/newsletter', { email: 'leaving@clinic.test', consent: true });
    const [mail] = await inbox.waitFor(1);
    await post('/api/newsletter/confirm', { token: tokenOf(mail!, '/newsletter/confirm') });

    const token = tokenOf(mail!, '/newsletter/unsubscribe');
    const res = await post('/api/newsletter/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const gone = await subscriber('leaving@clinic.test');
    expect(gone).toMatchObject({ confirmed: true, unsubscribed: true });
    expect(gone?.unsubscribedAt).toBeTruthy();
    expect((await post('/api/newsletter/unsubscribe', { token })).status).toBe(200);
    expect(await subscriber('leaving@clinic.test')).toEqual(gone);
  });

  it("unsubscribes in one click from the mail client's button: its post, form-encoded or multipart, from its own servers", async () => {
    const subscribed = async (email: string) => {
      await post('/api/newsletter', { email, consent: true });
      const [mail] = await inbox.waitFor(1);
      inbox.clear();
      await post('/api/newsletter/confirm', { token: tokenOf(mail!, '/newsletter/confirm') });
      return mail!;
    };
    const mail = await subscribed('one.click@clinic.test');
    // RFC 8058: the header that lets the client post to the List-Unsubscribe address itself.
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const page = `/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(mail, '/newsletter/unsubscribe'))}`;
    // A mail provider's server: another origin, no cookie.
    const provider = { Origin: 'https://mail.example' };

    const encoded = await api.request.post(page).set(provider).type('form').send('List-Unsubscribe=One-Click');
    expect(encoded.status).toBe(204);
    expect(await subscriber('one.click@clinic.test')).toMatchObject({ confirmed: true, unsubscribed: true });
    expect((await api.request.post(page).type('form').send('List-Unsubscribe=One-Click')).status).toBe(204);

    const other = await subscribed('multi.part@clinic.test');
    const multipart = await api.request
      .post(`/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(other, '/newsletter/unsubscribe'))}`)
      .field('List-Unsubscribe', 'One-Click');
    expect(multipart.status).toBe(204);
    expect(await subscriber('multi.part@clinic.test')).toMatchObject({ unsubscribed: true });

    const forged = newsletterToken('not-the-secret', 'unsubscribe', 'someone@clinic.test');
    const refused = await api.request
      .post(`/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect([refused.status, refused.text]).toEqual([400, MESSAGES.newsletterLinkInvalid]);
    // Anything else posted to the page from another site is the page's own form, and refused.
    const crossSite = await api.request.post(page).set(provider).type('form').send('_form=newsletter-unsubscribe');
    expect([crossSite.status, crossSite.text]).toEqual([403, MESSAGES.crossSite]);
  });

  it('binds each token to its purpose and refuses forged, altered and expired ones', async () => {
    await post('/api/newsletter', { email: 'purpose@clinic.test', consent: true });
    const [mail] = await inbox.waitFor(1);
    const confirm = tokenOf(mail!, '/newsletter/confirm');
    const unsubscribe = tokenOf(mail!, '/newsletter/unsubscribe');
    const invalid = { error: MESSAGES.newsletterLinkInvalid, fields: { token: MESSAGES.newsletterLinkInvalid } };

    const crossed = await post('/api/newsletter/unsubscribe', { token: confirm });
    expect([crossed.status, crossed.body]).toEqual([400, invalid]);
    const crossedBack = await post('/api/newsletter/confirm', { token: unsubscribe });
    expect([crossedBack.status, crossedBack.body]).toEqual([400, invalid]);

    // The same address signed with another secret, and a signature moved onto another address.
    const forged = newsletterToken('not-the-secret', 'unsubscribe', 'purpose@clinic.test');
    expect((await post('/api/newsletter/unsubscribe', { token: forged })).status).toBe(400);
    const other = newsletterToken(api.payload.secret, 'unsubscribe', 'someone@clinic.test').split('.')[0];
    const moved = `${other}.${unsubscribe.split('.')[1]}`;
    expect((await post('/api/newsletter/unsubscribe', { token: moved })).status).toBe(400);
    for (const token of ['', 'abc', 'a.b.c', 'x'.repeat(1_001)]) {
      const res = await post('/api/newsletter/confirm', { token });
      expect(res.status, token.slice(0, 10)).toBe(400);
      expect(res.body.error).toBe(MESSAGES.newsletterLinkInvalid);
    }

    const weekAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const stale = newsletterToken(api.payload.secret, 'confirm', 'purpose@clinic.test', weekAgo);
    const expired = await post('/api/newsletter/confirm', { token: stale });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      error: MESSAGES.newsletterLinkExpired,
      fields: { token: MESSAGES.newsletterLinkExpired },
    });
    // Unsubscribe links never expire.
    const oldUnsubscribe = newsletterToken(api.payload.secret, 'unsubscribe', 'purpose@clinic.test', weekAgo);
    expect((await post('/api/newsletter/unsubscribe', { token: oldUnsubscribe })).status).toBe(200);

    expect(await subscriber('purpose@clinic.test')).toMatchObject({ confirmed: false, unsubscribed: true });
  });
});

describe('old and altered links', () => {
  const invalid = { error: MESSAGES.newsletterLinkInvalid, fields: { token: MESSAGES.newsletterLinkInvalid } };

  it('an old confirmation link does not subscribe again an address that unsubscribed; a new sign-up does', async () => {
    await post('/api/newsletter', { email: 'changed.mind@clinic.test', consent: true });
    const [first] = await inbox.waitFor(1);
    const confirm = tokenOf(first!, '/newsletter/confirm');
    expect((await post('/api/newsletter/confirm', { token: confirm })).status).toBe(200);
    expect(
      (await post('/api/newsletter/unsubscribe', { token: tokenOf(first!, '/newsletter/unsubscribe') })).status,
    ).toBe(200);

    const replayed = await post('/api/newsletter/confirm', { token: confirm });
    expect([replayed.status, replayed.body]).toEqual([400, invalid]);
    expect(await subscriber('changed.mind@clinic.test')).toMatchObject({ confirmed: true, unsubscribed: true });

    inbox.clear();
    await post('/api/newsletter', { email: 'changed.mind@clinic.test', consent: true });
    const [second] = await inbox.waitFor(1);
    expect((await post('/api/newsletter/confirm', { token: tokenOf(second!, '/newsletter/confirm') })).status).toBe(
      200,
    );
    expect(await subscriber('changed.mind@clinic.test')).toMatchObject({ confirmed: true, unsubscribed: false });
  });

  it('refuses a token with anything added to it', async () => {
    await post('/api/newsletter', { email: 'junk@clinic.test', consent: true });
    const [mail] = await inbox.waitFor(1);
    const confirm = tokenOf(mail!, '/newsletter/confirm');
    const unsubscribe = tokenOf(mail!, '/newsletter/unsubscribe');
    for (const token of [`${confirm}~~`, `${confirm}=`, `${confirm}.`, ` ${confirm}!`, `${confirm}%20`]) {
      const res = await post('/api/newsletter/confirm', { token });
      expect([res.status, res.body], token.slice(-4)).toEqual([400, invalid]);
    }
    // The signature's last sign carries spare bits: another sign with the same bits is not the link.
    const last = unsubscribe.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!;
    const res = await post('/api/newsletter/unsubscribe', { token: `${unsubscribe.slice(0, -1)}${twin}` });
    expect([res.status, res.body]).toEqual([400, invalid]);
    expect(await subscriber('junk@clinic.test')).toMatchObject({ confirmed: false, unsubscribed: false });
  });
});

describe('the subscribers collection', () => {
  it('is for admins only at /cms/api', async () => {
    const member = await registerMember(api, { email: 'reader.member@clinic.test', password: 'member-secret' });
    expect((await api.request.get('/cms/api/subscribers')).status).toBe(401);
    expect((await api.request.get('/cms/api/subscribers').set('Cookie', member.cookie)).status).toBe(403);
    const admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
    const res = await api.request.get('/cms/api/subscribers?depth=0&limit=100').set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body.docs.some((d: Subscriber) => d.email === 'reader@clinic.test')).toBe(true);
  });
});
