import {
  FAILURE_TOASTS,
  FORM_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  NEWSLETTER_CONSENT_TEXT,
  quoteToast,
  recommendedPlan,
  SUCCESS_TOASTS,
  wizardBudgetLabel,
  WIZARD_INTENT_FIELD,
  WIZARD_STEP_FIELD,
} from '@manara/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsletterToken } from '../../apps/cms/src/lib/newsletter-token';
import { registerMember, sameOrigin as sameOriginJson, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * The public forms without JavaScript (docs/decisions/023-progressive-enhancement.md): plain HTML
 * forms posting to their own page, answered by the server with the page again. Same schemas,
 * sentences, budgets and honeypot as the JSON calls; never kept or stored by a cache.
 */
let api: TestApi;
let member: Awaited<ReturnType<typeof registerMember>>;

beforeAll(async () => {
  api = await startTestApiWithSite();
  member = await registerMember(api, {
    email: 'form.member@clinic.test',
    password: 'member-secret',
    name: 'Dr. Form Member',
  });
});
afterAll(async () => {
  await api?.close();
  delete process.env.LEADS_RATE_LIMIT;
  delete process.env.AUTH_RATE_LIMIT;
});
afterEach(async () => {
  delete process.env.LEADS_RATE_LIMIT;
  await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
});

type Fields = Record<string, string | string[]>;

// Vite's development server (which renders the pages here) answers only its own host names.
const sameOrigin = { Host: 'localhost', Origin: 'http://localhost' };
const crossSite = { Host: 'localhost', Origin: 'https://evil.example' };

/** What a browser sends for a plain HTML form: form-encoded, with the page's Origin. */
function postForm(
  path: string,
  fields: Fields,
  { cookie, headers = sameOrigin }: { cookie?: string; headers?: object } = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  const req = api.request
    .post(path)
    .set(headers as Record<string, string>)
    .type('form');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body.toString());
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The page's markup, without the head and the JSON state that travels with it. */
const markupOf = (text: string) =>
  text.slice(text.indexOf('<div id="root">'), text.indexOf('<script type="application/json"'));

async function leadsOf(email: string) {
  const { docs } = await api.payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    depth: 0,
    pagination: false,
  });
  return docs;
}

describe('the contact form without JavaScript', () => {
  const contact = (fields: Fields, options?: Parameters<typeof postForm>[2]) =>
    postForm('/contact', { [FORM_FIELD]: 'contact', [HONEYPOT_FIELD]: '', ...fields }, options);

  it('stores the message and answers with the page saying it was sent, never kept by a cache', async () => {
    const res = await contact({
      name: 'Dr. Omar Nasser',
      email: 'omar@clinic.test',
      message: 'A sample size for a cluster trial.',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const markup = markupOf(res.text);
    expect(markup).toContain(html(SUCCESS_TOASTS.messageSent.message));
    expect(markup).toContain('role="status"');
    const [lead] = await leadsOf('omar@clinic.test');
    expect(lead).toMatchObject({ kind: 'contact', name: 'Dr. Omar Nasser', sourcePage: '/contact' });

    // The answer was this visitor's alone: the page as anyone else gets it says nothing of it.
    const page = await api.request.get('/contact');
    expect(page.text).not.toContain(html(SUCCESS_TOASTS.messageSent.message));
  });

  it('answers bad input with the page, the errors under the fields and what was typed', async () => {
    const res = await contact({ name: 'O', email: 'not-an-email', message: 'Short <b>' });
    expect(res.status).toBe(400);
    const markup = markupOf(res.text);
    for (const message of [MESSAGES.contactName, MESSAGES.contactEmail, MESSAGES.contactMessage]) {
      expect(markup).toContain(html(message));
    }
    expect(markup).toContain('role="alert"');
    expect(markup).toContain(html(FAILURE_TOASTS.leadSubmit.title));
    expect(markup).toContain('value="not-an-email"');
    expect(markup).toContain(`${html('Short <b>')}</textarea>`);
    expect(markup).not.toContain('<b>');
    expect(await leadsOf('not-an-email')).toEqual([]);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const res = await contact({
      name: 'Cheap Pills',
      email: 'bot@spam.test',
      message: 'Buy now, limited offer.',
      [HONEYPOT_FIELD]: 'https://spam.test',
    });
    expect(res.status).toBe(200);
    expect(markupOf(res.text)).toContain(html(SUCCESS_TOASTS.messageSent.message));
    expect(await leadsOf('bot@spam.test')).toEqual([]);
  });

  it('takes the page’s own post as a browser sends it: Origin null (no-referrer pages) and Fetch Metadata', async () => {
    const res = await contact(
      { name: 'Dr. Plain Form', email: 'plain.form@clinic.test', message: 'Posted by the page itself.' },
      { headers: { Host: 'localhost', Origin: 'null', 'Sec-Fetch-Site': 'same-origin' } },
    );
    expect(res.status).toBe(200);
    expect(await leadsOf('plain.form@clinic.test')).toHaveLength(1);
    const framed = await contact(
      { name: 'Dr. Framed', email: 'framed@clinic.test', message: 'Posted from a sandboxed frame elsewhere.' },
      { headers: { Host: 'localhost', Origin: 'null', 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(framed.status).toBe(403);
    expect(await leadsOf('framed@clinic.test')).toEqual([]);
  });

  it('refuses a post from another site and stores nothing', async () => {
    const res = await contact(
      { name: 'Dr. Forged', email: 'forged@clinic.test', message: 'Posted by another site.' },
      { headers: crossSite },
    );
    expect(res.status).toBe(403);
    expect(res.text).toBe(MESSAGES.crossSite);
    expect(await leadsOf('forged@clinic.test')).toEqual([]);
  });

  it('spends the lead budget the JSON calls spend', async () => {
    process.env.LEADS_RATE_LIMIT = '2';
    const json = await api.request.post('/api/contact').set(sameOriginJson).send({
      name: 'Dr. Budget',
      email: 'budget@clinic.test',
      message: 'One through the JSON call.',
    });
    expect(json.status).toBe(201);
    expect((await contact({ name: 'Dr. Budget', email: 'budget@clinic.test', message: 'One as a form.' })).status).toBe(
      200,
    );
    const refused = await contact({ name: 'Dr. Budget', email: 'budget@clinic.test', message: 'One too many.' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(markupOf(refused.text)).toContain(html(MESSAGES.tooManySubmissions));
    expect(markupOf(refused.text)).toContain('value="Dr. Budget"');
    expect(await leadsOf('budget@clinic.test')).toHaveLength(2);
  });

  it('is carried out only on the page that holds the form', async () => {
    const elsewhere = await postForm('/courses', {
      [FORM_FIELD]: 'contact',
      name: 'Dr. Wrong Page',
      email: 'wrong.page@clinic.test',
      message: 'Posted to the catalog.',
    });
    expect(elsewhere.status).toBe(404);
    const unknown = await postForm('/contact', { [FORM_FIELD]: 'survey', name: 'x' });
    expect(unknown.status).toBe(404);
    const json = await api.request
      .post('/contact')
      .set(sameOrigin)
      .send({ [FORM_FIELD]: 'contact' });
    expect(json.status).toBe(404);
    expect(await leadsOf('wrong.page@clinic.test')).toEqual([]);
  });

  it('refuses a body it cannot read in the contract’s words', async () => {
    const big = await contact({ name: 'Dr. Long', email: 'long@clinic.test', message: 'x'.repeat(120_000) });
    expect(big.status).toBe(413);
    expect(big.text).toBe(MESSAGES.bodyTooLarge);
  });

  it('refuses text with a NUL character in words, as /api does, and stores nothing', async () => {
    const res = await contact({ name: 'Dr. Nul\u0000', email: 'nul@clinic.test', message: 'A NUL in the name.' });
    expect(res.status).toBe(400);
    expect(res.text).toBe(MESSAGES.nulCharacter);
    expect(await leadsOf('nul@clinic.test')).toEqual([]);
  });
});

describe('the newsletter form without JavaScript', () => {
  it('signs up from the home page and from About, and asks for consent in the product’s words', async () => {
    for (const [page, email] of [
      ['/', 'home.reader@clinic.test'],
      ['/about', 'about.reader@clinic.test'],
    ] as const) {
      const res = await postForm(page, { [FORM_FIELD]: 'newsletter', email, consent: 'on' });
      expect(res.status).toBe(200);
      expect(markupOf(res.text)).toContain(html(SUCCESS_TOASTS.newsletter.message));
      const { docs } = await api.payload.find({
        collection: 'subscribers',
        where: { email: { equals: email } },
        depth: 0,
      });
      expect(docs[0]).toMatchObject({ email, confirmed: false, consentText: NEWSLETTER_CONSENT_TEXT, source: page });
    }
    const refused = await postForm('/', { [FORM_FIELD]: 'newsletter', email: 'no.consent@clinic.test' });
    expect(refused.status).toBe(400);
    expect(markupOf(refused.text)).toContain(html(MESSAGES.consentRequired));
    expect(markupOf(refused.text)).toContain('value="no.consent@clinic.test"');
  });
});

describe("the newsletter e-mail's links without JavaScript", () => {
  const EMAIL = 'link.reader@clinic.test';
  const linkPage = (action: 'confirm' | 'unsubscribe', token: string) =>
    `/newsletter/${action}?token=${encodeURIComponent(token)}`;
  const press = (action: 'confirm' | 'unsubscribe', token: string) =>
    postForm(linkPage(action, token), { [FORM_FIELD]: `newsletter-${action}` });
  const stored = async () =>
    (await api.payload.find({ collection: 'subscribers', where: { email: { equals: EMAIL } }, depth: 0 })).docs[0];

  it('offers a button that confirms, and one that unsubscribes; a link that does not work says so', async () => {
    await postForm('/', { [FORM_FIELD]: 'newsletter', email: EMAIL, consent: 'on' });
    const confirm = newsletterToken(api.payload.secret, 'confirm', EMAIL);

    // The page as the link opens it: without scripts, the button in a <noscript>.
    const opened = markupOf((await api.request.get(linkPage('confirm', confirm))).text);
    expect(opened).toMatch(/<noscript>(?:(?!<\/noscript>)[\s\S])*Confirm my subscription/);
    expect(opened).not.toContain(confirm);
    expect(await stored()).toMatchObject({ confirmed: false });

    const confirmed = await press('confirm', confirm);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(markupOf(confirmed.text)).toContain('Subscription confirmed');
    expect(markupOf(confirmed.text)).not.toContain('Confirm my subscription');
    expect(await stored()).toMatchObject({ confirmed: true, unsubscribed: false });

    const left = await press('unsubscribe', newsletterToken(api.payload.secret, 'unsubscribe', EMAIL));
    expect(left.status).toBe(200);
    expect(markupOf(left.text)).toContain('You are unsubscribed');
    expect(await stored()).toMatchObject({ unsubscribed: true });

    const forged = await press('confirm', newsletterToken('not-the-secret', 'confirm', EMAIL));
    expect(forged.status).toBe(400);
    expect(markupOf(forged.text)).toContain('This link does not work');
    expect(markupOf(forged.text)).toContain(html(MESSAGES.newsletterLinkInvalid));
    expect(await stored()).toMatchObject({ unsubscribed: true });
  });
});

describe('sign-in and sign-up without JavaScript', () => {
  const signIn = (fields: Fields) => postForm('/auth', { [FORM_FIELD]: 'sign-in', ...fields });

  it('signs in with the session cookie and goes where a sign-in goes: members to the dashboard, admins to /admin', async () => {
    const res = await signIn({ email: 'form.member@clinic.test', password: 'member-secret' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i);
    expect(cookie).not.toMatch(/Expires/i);
    const me = await api.request.get('/api/auth/me').set('Cookie', cookie.split(';')[0]!);
    expect(me.body.user).toMatchObject({ email: 'form.member@clinic.test' });

    const remembered = await signIn({ email: 'form.member@clinic.test', password: 'member-secret', remember: 'on' });
    expect(String(remembered.headers['set-cookie'])).toMatch(/Expires/i);

    const admin = await signIn(api.adminCredentials);
    expect(admin.headers.location).toBe('/admin');
  });

  it('answers a wrong password or missing credentials with the page, the e-mail kept and never the password', async () => {
    const wrong = await signIn({ email: 'form.member@clinic.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const markup = markupOf(wrong.text);
    expect(markup).toContain(html(MESSAGES.invalidCredentials));
    expect(markup).toContain(html(FAILURE_TOASTS.signIn.title));
    expect(markup).toContain('value="form.member@clinic.test"');
    expect(wrong.text).not.toContain('not-the-password');

    const missing = await signIn({ email: '', password: '' });
    expect(missing.status).toBe(400);
    expect(markupOf(missing.text)).toContain(html(MESSAGES.credentialsRequired));
  });

  it('spends the sign-in budget', async () => {
    process.env.AUTH_RATE_LIMIT = '1';
    try {
      expect((await signIn({ email: 'nobody@clinic.test', password: 'whatever-1' })).status).toBe(401);
      const refused = await signIn({ email: 'nobody@clinic.test', password: 'whatever-2' });
      expect(refused.status).toBe(429);
      expect(markupOf(refused.text)).toContain(html(MESSAGES.tooManyAttempts));
    } finally {
      process.env.AUTH_RATE_LIMIT = '1000';
    }
  });

  it('creates a member account and signs it in; a taken e-mail comes back to the Create Account tab', async () => {
    const res = await postForm('/auth', {
      [FORM_FIELD]: 'sign-up',
      name: 'Dr. New Member',
      country: 'EG',
      email: 'new.form.member@clinic.test',
      password: 'new-member-secret',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const { docs } = await api.payload.find({
      collection: 'users',
      where: { email: { equals: 'new.form.member@clinic.test' } },
      depth: 0,
    });
    expect(docs[0]).toMatchObject({ name: 'Dr. New Member', country: 'EG', role: 'member', plan: 'Starter' });

    const taken = await postForm('/auth', {
      [FORM_FIELD]: 'sign-up',
      name: 'Dr. Again',
      country: 'EG',
      email: 'new.form.member@clinic.test',
      password: 'another-secret',
    });
    expect(taken.status).toBe(409);
    const markup = markupOf(taken.text);
    expect(markup).toContain(html(MESSAGES.emailTaken));
    expect(markup).toContain('value="Dr. Again"');
    expect(markup).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Create Account/);
  });
});

describe('the password reset without JavaScript', () => {
  // An account of its own: a reset ends every other session, the member's of the other tests too.
  const EMAIL = 'form.reset@clinic.test';
  beforeAll(async () => {
    await registerMember(api, { email: EMAIL, password: 'member-secret', name: 'Dr. Form Reset' });
  });
  const signInJson = (email: string, password: string) =>
    api.request.post('/api/auth/login').set(sameOriginJson).send({ email, password });
  const forgot = (email: string) => postForm('/forgot-password', { [FORM_FIELD]: 'forgot-password', email });
  const reset = (token: string, password: string) =>
    postForm(`/reset-password?token=${encodeURIComponent(token)}`, { [FORM_FIELD]: 'reset-password', password });

  /** When the account's current reset link stops working (none: no link was asked for). */
  async function linkExpiry(email: string) {
    const user = await api.payload.db.findOne<{ id: number | string; resetPasswordExpiration?: string | null }>({
      collection: 'users',
      where: { email: { equals: email } },
      select: { resetPasswordExpiration: true },
    });
    return user?.resetPasswordExpiration ?? null;
  }

  it('asks for a link as the JSON call does: the same page whether or not an account uses the address', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(400);
    expect(markupOf(bad.text)).toContain(html(MESSAGES.invalidEmail));
    expect(markupOf(bad.text)).toContain('value="not-an-email"');

    const before = await linkExpiry(EMAIL);
    const res = await forgot(EMAIL);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const markup = markupOf(res.text);
    expect(markup).toContain('Check your inbox');
    expect(markup).toContain(html(`If an account uses ${EMAIL}, a link to choose a new password is on its way.`));
    // The link is made once the page has gone out.
    await expect.poll(() => linkExpiry(EMAIL)).not.toBe(before);

    const nobody = await forgot('nobody.here@clinic.test');
    expect(nobody.status).toBe(200);
    expect(markupOf(nobody.text).replace('nobody.here@clinic.test', EMAIL)).toBe(markup);
  });

  it('sets the new password from the link, signs in and goes to the dashboard; the link then no longer works', async () => {
    const token = await api.payload.forgotPassword({ collection: 'users', data: { email: EMAIL }, disableEmail: true });

    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.headers['set-cookie']).toBeUndefined();
    expect(markupOf(short.text)).toContain(html(MESSAGES.passwordTooShort));
    expect(markupOf(short.text)).toContain(html(FAILURE_TOASTS.passwordReset.title));
    expect(markupOf(short.text)).toContain('Save new password');
    expect(short.text).not.toContain(token);

    const res = await reset(token, 'member-secret-2');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i);
    const me = await api.request.get('/api/auth/me').set('Cookie', cookie.split(';')[0]!);
    expect(me.body.user).toMatchObject({ email: EMAIL });
    expect((await signInJson(EMAIL, 'member-secret-2')).status).toBe(200);

    const again = await reset(token, 'member-secret-3');
    expect(again.status).toBe(400);
    expect(markupOf(again.text)).toContain('This link does not work');
    expect(markupOf(again.text)).toContain(html(MESSAGES.resetLinkInvalid));
    expect((await signInJson(EMAIL, 'member-secret-3')).status).toBe(401);

    const noToken = await postForm('/reset-password', { [FORM_FIELD]: 'reset-password', password: 'member-secret-4' });
    expect(noToken.status).toBe(400);
    expect(markupOf(noToken.text)).toContain(html(MESSAGES.resetLinkInvalid));
  });

  it('spends the sign-in budget', async () => {
    process.env.AUTH_RATE_LIMIT = '1';
    try {
      expect((await forgot('budget@clinic.test')).status).toBe(200);
      const refused = await reset('a-token', 'whatever-password');
      expect(refused.status).toBe(429);
      expect(markupOf(refused.text)).toContain(html(MESSAGES.tooManyAttempts));
    } finally {
      process.env.AUTH_RATE_LIMIT = '1000';
    }
  });
});

describe('the scoping wizard without JavaScript', () => {
  const answers = {
    dataType: 'Excel',
    sampleSize: '1,200 adults',
    variables: 'age, BMI, smoking',
    objectives: 'Does smoking cessation lower BMI at one year?',
    deliverables: ['Narrative report', 'Slide deck'],
    timeline: '6-8 weeks',
    budget: 'Over 5,000',
  };
  const wizard = (step: number, fields: Fields, intent = 'next', cookie?: string) =>
    postForm(
      '/data-analysis',
      { [FORM_FIELD]: 'quote', [WIZARD_STEP_FIELD]: String(step), [WIZARD_INTENT_FIELD]: intent, ...fields },
      { cookie },
    );

  it('moves a step at a time, checking each step, and keeps every answer', async () => {
    const empty = await wizard(0, { dataType: 'CSV', sampleSize: '', variables: '' });
    expect(empty.status).toBe(400);
    expect(markupOf(empty.text)).toContain(html(MESSAGES.required));

    const second = await wizard(0, { dataType: 'Excel', sampleSize: '1,200 adults', variables: 'age, BMI' });
    expect(second.status).toBe(200);
    const markup = markupOf(second.text);
    expect(markup).toContain('>Objectives</h3>');
    expect(markup).toContain('name="sampleSize" value="1,200 adults"');
    expect(markup).toContain(`name="${WIZARD_STEP_FIELD}" value="1"`);

    const back = await wizard(1, { ...answers, objectives: 'Half typed' }, 'back');
    expect(markupOf(back.text)).toContain('>Data essentials</h3>');
    expect(markupOf(back.text)).toContain('name="objectives" value="Half typed"');
  });

  it('makes the quote: the result with the plan for the budget in its currency, the lead stored', async () => {
    const res = await wizard(3, { ...answers, country: 'SA', email: 'no.script@uni.test', [HONEYPOT_FIELD]: '' });
    expect(res.status).toBe(200);
    const markup = markupOf(res.text);
    const expected = quoteToast(recommendedPlan('Over 5,000', 'SA'));
    expect(markup).toContain('Your quote');
    expect(markup).toContain(html(expected.message.split('. ')[0]!));
    expect(markup).toContain(html(wizardBudgetLabel('Over 5,000', 'SAR')));
    expect(markup).toContain(html(answers.objectives));
    expect(markup).toContain('no.script@uni.test');
    // The form starts again, empty, at step 1.
    expect(markup).toContain('>Data essentials</h3>');
    expect(markup).not.toContain('value="1,200 adults"');
    const [lead] = await leadsOf('no.script@uni.test');
    expect(lead).toMatchObject({
      kind: 'quote',
      sourcePage: '/data-analysis#wizard',
      details: expect.objectContaining({ budget: wizardBudgetLabel('Over 5,000', 'SAR'), country: 'SA' }),
    });
  });

  it('sends a refused quote back to the step with the error', async () => {
    const res = await wizard(3, { ...answers, timeline: 'Yesterday', email: 'refused@uni.test' });
    expect(res.status).toBe(400);
    const markup = markupOf(res.text);
    expect(markup).toContain('>Timeline &amp; budget</h3>');
    expect(markup).toContain(html(MESSAGES.timelineRequired));
    const noEmail = await wizard(3, { ...answers });
    expect(markupOf(noEmail.text)).toContain(html(MESSAGES.quoteEmailRequired));
    expect(await leadsOf('refused@uni.test')).toEqual([]);
  });

  it("takes a signed-in member's quote to their account", async () => {
    const res = await wizard(3, { ...answers }, 'next', member.cookie);
    expect(res.status).toBe(200);
    const [lead] = (await leadsOf('form.member@clinic.test')).filter((l) => l.kind === 'quote');
    expect(lead?.serviceRequest).toBeTruthy();
    expect(markupOf(res.text)).toContain('form.member@clinic.test');
  });
});

describe('the share-review form without JavaScript', () => {
  const review = (fields: Fields, cookie?: string) =>
    postForm('/reviews', { [FORM_FIELD]: 'review', ...fields }, { cookie });

  it('asks a visitor to sign in, in the product’s words', async () => {
    const res = await review({ service: 'Courses', rating: '4', quote: 'Clear and practical.' });
    expect(res.status).toBe(401);
    expect(markupOf(res.text)).toContain(html(MESSAGES.reviewSignIn));
  });

  it("stores a member's review as pending, and refuses missing details", async () => {
    const missing = await review({ service: '', rating: '5', quote: ' ' }, member.cookie);
    expect(missing.status).toBe(400);
    expect(markupOf(missing.text)).toContain(html(MESSAGES.reviewMissingDetails));

    const res = await review({ service: 'Courses', rating: '4.5', quote: 'Clear and practical.' }, member.cookie);
    expect(res.status).toBe(200);
    expect(markupOf(res.text)).toContain(html(SUCCESS_TOASTS.reviewSubmitted.message));
    const { docs } = await api.payload.find({
      collection: 'reviews',
      where: { quote: { equals: 'Clear and practical.' } },
      depth: 0,
      overrideAccess: true,
    });
    expect(docs[0]).toMatchObject({ service: 'Courses', rating: 4.5, status: 'pending', name: 'Dr. Form Member' });
  });
});
