import { annualPrice, formatPrice, MESSAGES, monthlyPrice, SUCCESS_TOASTS, type WizardValues } from '@manara/contracts';
import { createLocalReq } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../apps/cms/src/lib/env';
import { registerMember, sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';
import { linksIn, startTestInbox, type TestInbox } from '../helpers/smtp';

// Contact, quotes, scope requests and plan choices, with mail delivered to a real SMTP server.
let api: TestApi;
let inbox: TestInbox;
let member: Awaited<ReturnType<typeof registerMember>>;
let adminCookie: string;
const TEAM = 'support@manara-research.com';

beforeAll(async () => {
  inbox = await startTestInbox({ refuse: /^bounce@/ });
  process.env.SMTP_URL = inbox.url;
  process.env.MAIL_FROM = 'Manara Research <hello@manara.test>';
  api = await startTestApi();
  member = await registerMember(api, {
    email: 'lead.member@clinic.test',
    password: 'member-secret',
    name: 'Dr. Lead Member',
  });
  adminCookie = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await api?.close();
  await inbox?.close();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  delete process.env.LEADS_RATE_LIMIT;
});
beforeEach(async () => {
  await inbox.settle(50);
  inbox.clear();
  await api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { id: { exists: true } } });
});

type Lead = {
  id: number;
  kind: string;
  name?: string | null;
  email: string;
  message?: string | null;
  details?: Record<string, unknown> | null;
  sourcePage?: string | null;
  member?: number | null;
  serviceRequest?: number | null;
  status: string;
  notes?: string | null;
};

/** Leads stored for an address, straight from the database (the collection is admin-only). */
async function leadsOf(email: string): Promise<Lead[]> {
  const { docs } = await api.payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    depth: 0,
    pagination: false,
  });
  return docs as unknown as Lead[];
}

async function requestsOfMember() {
  const { docs } = await api.payload.find({
    collection: 'service-requests',
    where: { user: { equals: member.user.id } },
    depth: 0,
    pagination: false,
    sort: '-createdAt',
  });
  return docs;
}

const post = (path: string, body: object, cookie?: string) => {
  const req = api.request.post(path).set(sameOrigin);
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
};

const wizard: WizardValues = {
  dataType: 'SPSS',
  sampleSize: '240 patients',
  variables: 'HbA1c, age, sex, clinic, insulin use',
  objectives: 'Does nurse-led follow-up lower HbA1c at 12 months?',
  deliverables: ['Statistical analysis plan', 'Narrative report'],
  timeline: '4 weeks',
  budget: '500-2,000',
};

describe('POST /api/contact', () => {
  it('stores the message as a new lead and mails the team and the sender after answering', async () => {
    const res = await post('/api/contact', {
      name: 'Dr. Amal Farouk',
      email: 'Amal.Farouk@Clinic.Test',
      message: 'We need help with a survival analysis for our registry.',
      sourcePage: '/contact',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const [lead] = await leadsOf('amal.farouk@clinic.test');
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Dr. Amal Farouk',
      message: 'We need help with a survival analysis for our registry.',
      sourcePage: '/contact',
      status: 'new',
    });
    expect(lead?.member ?? null).toBeNull();

    const mails = await inbox.waitFor(2);
    const team = mails.find((m) => m.to.includes(TEAM));
    expect(team?.subject).toBe('New contact message from Dr. Amal Farouk');
    expect(team?.headers['reply-to']).toContain('amal.farouk@clinic.test');
    expect(team?.from).toBe('hello@manara.test');
    expect(team?.text).toContain('We need help with a survival analysis for our registry.');
    expect(linksIn(team!, `${publicOrigin()}/cms/collections/leads/${lead?.id}`)).toHaveLength(1);

    const sender = mails.find((m) => m.to.includes('amal.farouk@clinic.test'));
    expect(sender?.subject).toBe('We received your message');
    expect(sender?.text).toContain(SUCCESS_TOASTS.messageSent.message);
    // Anyone can type someone else's address: the courtesy mail never carries the sender's text.
    expect(sender?.text).not.toContain('survival analysis');
    expect(sender?.text).not.toContain('Amal');
  });

  it("links the team's mail to the CMS on the configured origin, never a forged Host or X-Forwarded-Host", async () => {
    api.app.set('trust proxy', 'loopback');
    try {
      const res = await api.request
        .post('/api/contact')
        .set({ Host: 'evil.example', Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' })
        .send({ name: 'Forged Host', email: 'forged@clinic.test', message: 'Where do your links point to?' });
      expect(res.status).toBe(201);
    } finally {
      api.app.set('trust proxy', false);
    }
    const [lead] = await leadsOf('forged@clinic.test');
    const team = (await inbox.waitFor(2)).find((m) => m.to.includes(TEAM));
    expect(team?.text).not.toContain('evil.example');
    expect(team?.html).not.toContain('evil.example');
    expect(linksIn(team!, `${publicOrigin()}/cms/collections/leads/${lead?.id}`)).toHaveLength(1);
  });

  it('links the lead to a signed-in member, whatever account the body names', async () => {
    const res = await post(
      '/api/contact',
      { name: 'Lead Member', email: 'lead.member@clinic.test', message: 'Can you review our protocol?', member: 1 },
      member.cookie,
    );
    expect(res.status).toBe(201);
    const [lead] = await leadsOf('lead.member@clinic.test');
    expect(String(lead?.member)).toBe(member.user.id);
    await inbox.waitFor(2);
  });

  it("answers bad input with the contract's sentences and stores nothing", async () => {
    const empty = await post('/api/contact', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: MESSAGES.contactName,
      fields: { name: MESSAGES.contactName, email: MESSAGES.contactEmail, message: MESSAGES.contactMessage },
    });

    const long = await post('/api/contact', { name: 'Al', email: 'x@clinic.test', message: 'y'.repeat(5_001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ message: MESSAGES.textTooLong });

    const offsite = await post('/api/contact', {
      name: 'Al',
      email: 'x@clinic.test',
      message: 'Hello there, team',
      sourcePage: '//evil.example/page',
    });
    expect(offsite.status).toBe(400);
    expect(offsite.body.fields).toEqual({ sourcePage: MESSAGES.routeInvalid });

    // The name is one line of the team's mail: a line break would start a line of the sender's making.
    for (const name of ['Al\nBcc: someone@else.test', 'Al\r\nKind: Quote', 'Al\u2028Bo', 'Al\tBo']) {
      const res = await post('/api/contact', { name, email: 'x@clinic.test', message: 'Hello there, team' });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.nameOneLine, fields: { name: MESSAGES.nameOneLine } });
    }

    expect(await leadsOf('x@clinic.test')).toEqual([]);
    expect(await inbox.settle(300)).toEqual([]);
  });

  it('answers a filled honeypot with the same success, and stores and mails nothing', async () => {
    const res = await post('/api/contact', {
      name: 'Cheap Pills',
      email: 'bot@spam.test',
      message: 'Buy now, best prices anywhere',
      website: 'https://spam.test',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await leadsOf('bot@spam.test')).toEqual([]);
    expect(await inbox.settle(300)).toEqual([]);
  });

  it('keeps the lead when a mail cannot be delivered, and still tells the team', async () => {
    const res = await post('/api/contact', {
      name: 'Bounce',
      email: 'bounce@clinic.test',
      message: 'My mailbox does not exist.',
    });
    expect(res.status).toBe(201);
    expect(await leadsOf('bounce@clinic.test')).toHaveLength(1);
    const mails = await inbox.waitFor(1);
    expect((await inbox.settle(300)).length).toBe(1);
    expect(mails[0]?.to).toEqual([TEAM]);
  });
});

describe('POST /api/quotes', () => {
  it('asks a visitor for an e-mail, then stores a quote lead without a service request', async () => {
    const before = (await api.payload.count({ collection: 'service-requests' })).totalDocs;
    const missing = await post('/api/quotes', wizard);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: MESSAGES.quoteEmailRequired,
      fields: { email: MESSAGES.quoteEmailRequired },
    });
    const invalid = await post('/api/quotes', { ...wizard, email: 'not-an-email' });
    expect(invalid.body.fields).toEqual({ email: MESSAGES.invalidEmail });

    const res = await post('/api/quotes', {
      ...wizard,
      email: 'visitor@uni.test',
      sourcePage: '/data-analysis#wizard',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [lead] = await leadsOf('visitor@uni.test');
    // Sent without a country (an older page): the bands were the default country's, in dollars.
    expect(lead).toMatchObject({
      kind: 'quote',
      sourcePage: '/data-analysis#wizard',
      status: 'new',
      details: { ...wizard, budget: '$500 – $2,000', country: 'US', recommendedPlan: 'Pro plan, $79 per month' },
    });
    expect(lead?.serviceRequest ?? null).toBeNull();
    expect((await api.payload.count({ collection: 'service-requests' })).totalDocs).toBe(before);

    const mails = await inbox.waitFor(2);
    expect(mails.find((m) => m.to.includes(TEAM))?.subject).toBe('New quote request from visitor@uni.test');
    expect(mails.find((m) => m.to.includes('visitor@uni.test'))?.subject).toBe('Your quote from Manara Research');
  });

  it('keeps the budget in the currency it was chosen in and recommends the plan that fits it', async () => {
    const res = await post('/api/quotes', { ...wizard, budget: 'Over 5,000', country: 'SA', email: 'riyadh@uni.test' });
    expect(res.status).toBe(201);
    const [lead] = await leadsOf('riyadh@uni.test');
    expect(lead?.details).toMatchObject({
      budget: 'Over SAR\u00a020,000',
      country: 'SA',
      recommendedPlan: 'Enterprise plan, Custom pricing',
    });
    const mails = await inbox.waitFor(2);
    const team = mails.find((m) => m.to.includes(TEAM));
    expect(team?.text).toContain('budget: Over SAR\u00a020,000');
    // The visitor's copy: the plan and the answers chosen from lists, never what they typed.
    const copy = mails.find((m) => m.to.includes('riyadh@uni.test'));
    expect(copy?.subject).toBe('Your quote from Manara Research');
    expect(copy?.text).toContain('We recommend the Enterprise plan, priced for your project.');
    expect(copy?.text).toContain('Budget: Over SAR\u00a020,000');
    expect(copy?.text).toContain('Deliverables: Statistical analysis plan, Narrative report');
    expect(copy?.text).toContain('A formal quote follows by e-mail within 1 business day.');
    expect(copy?.text).not.toContain(wizard.objectives);
    expect(copy?.text).not.toContain(wizard.sampleSize);

    const egypt = await post('/api/quotes', {
      ...wizard,
      budget: '2,000-5,000',
      country: 'EG',
      email: 'cairo@uni.test',
    });
    expect(egypt.status).toBe(201);
    expect((await leadsOf('cairo@uni.test'))[0]?.details).toMatchObject({
      budget: 'EGP\u00a075,000 – EGP\u00a0200,000',
      recommendedPlan: 'Team plan, EGP\u00a07,999 per month',
    });
    await inbox.waitFor(4);

    const unknown = await post('/api/quotes', { ...wizard, country: 'FR', email: 'paris@uni.test' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ country: MESSAGES.countryInvalid });
  });

  it("turns a member's quote into a service request on their account, linked from the lead", async () => {
    const res = await post('/api/quotes', { ...wizard, email: 'someone.else@uni.test' }, member.cookie);
    expect(res.status).toBe(201);

    const [request] = await requestsOfMember();
    expect(request).toMatchObject({
      serviceTitle: 'Data Analysis',
      requesterName: 'Dr. Lead Member',
      status: 'in_review',
    });
    expect(request?.details).toContain(wizard.objectives);
    expect(request?.details).toContain('Statistical analysis plan, Narrative report');

    const leads = (await leadsOf('lead.member@clinic.test')).filter((l) => l.kind === 'quote');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: 'Dr. Lead Member', serviceRequest: request?.id });
    expect(String(leads[0]?.member)).toBe(member.user.id);
    expect(await leadsOf('someone.else@uni.test')).toEqual([]);
    await inbox.waitFor(2);
  });

  it("refuses answers outside the wizard's options with its sentences", async () => {
    const res = await post(
      '/api/quotes',
      { ...wizard, deliverables: ['A pony'], timeline: 'Yesterday', budget: '' },
      member.cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'deliverables.0': MESSAGES.deliverableInvalid,
      timeline: MESSAGES.timelineRequired,
      budget: MESSAGES.budgetRequired,
    });
  });
});

describe('POST /api/scope-requests and /api/plan-choices', () => {
  it('a scope request needs a signed-in member: a visitor gets 401 and nothing is stored', async () => {
    const before = (await api.payload.count({ collection: 'leads' })).totalDocs;
    const scope = await post('/api/scope-requests', {
      item: 'Manuscript editing',
      details: 'Edit our discussion section.',
    });
    expect(scope.status).toBe(401);
    expect(scope.body).toEqual({ error: MESSAGES.notSignedIn });
    expect((await api.payload.count({ collection: 'leads' })).totalDocs).toBe(before);
  });

  it("a visitor's plan choice needs the address the invoice goes to, then is stored and confirmed by mail", async () => {
    const before = (await api.payload.count({ collection: 'leads' })).totalDocs;
    const none = await post('/api/plan-choices', { plan: 'Pro', cycle: 'monthly', country: 'SA' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: MESSAGES.planEmailRequired, fields: { email: MESSAGES.planEmailRequired } });
    const bad = await post('/api/plan-choices', { plan: 'Pro', cycle: 'monthly', country: 'SA', email: 'nope' });
    expect(bad.body).toEqual({ error: MESSAGES.invalidEmail, fields: { email: MESSAGES.invalidEmail } });
    expect((await api.payload.count({ collection: 'leads' })).totalDocs).toBe(before);

    const res = await post('/api/plan-choices', {
      plan: 'Pro',
      cycle: 'monthly',
      country: 'SA',
      email: ' Visitor.Plan@Clinic.test ',
      sourcePage: '/pricing',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [lead] = await leadsOf('visitor.plan@clinic.test');
    expect(lead).toMatchObject({ kind: 'plan', member: null, sourcePage: '/pricing' });
    const price = `${formatPrice(monthlyPrice('SA', 'Pro'), 'SAR')} per month`;
    expect(lead?.details).toEqual({ plan: 'Pro', cycle: 'monthly', country: 'SA', currency: 'SAR', price });
    const mails = await inbox.waitFor(2);
    const sender = mails.find((m) => m.to.includes('visitor.plan@clinic.test'));
    expect(sender?.subject).toBe('Your Pro plan choice');
    expect(sender?.text).toContain(`Your choice: the Pro plan at ${price}.`);
    expect(sender?.text).toContain(SUCCESS_TOASTS.checkout.message);
    expect(mails.find((m) => m.to.includes(TEAM))?.subject).toBe('New plan choice from visitor.plan@clinic.test');
  });

  it("opens a service request for the member's a-la-carte item and a scope lead with it", async () => {
    const bad = await post('/api/scope-requests', { item: 'Free lunch', details: 'short' }, member.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ item: MESSAGES.scopeItemInvalid, details: MESSAGES.scopeDetailsTooShort });

    const res = await post(
      '/api/scope-requests',
      {
        item: 'Response to reviewers',
        details: 'Reviewer 2 asks for a sensitivity analysis.',
        sourcePage: '/research-services',
      },
      member.cookie,
    );
    expect(res.status).toBe(201);
    const [request] = await requestsOfMember();
    expect(request).toMatchObject({
      serviceTitle: 'Response to reviewers',
      details: 'Reviewer 2 asks for a sensitivity analysis.',
      status: 'in_review',
    });
    const lead = (await leadsOf('lead.member@clinic.test')).find((l) => l.kind === 'scope');
    expect(lead).toMatchObject({
      details: { item: 'Response to reviewers' },
      message: 'Reviewer 2 asks for a sensitivity analysis.',
      serviceRequest: request?.id,
      sourcePage: '/research-services',
    });
    const mails = await inbox.waitFor(2);
    expect(mails.find((m) => m.to.includes(TEAM))?.subject).toBe('New scope request from Dr. Lead Member');
    expect(mails.find((m) => m.to.includes('lead.member@clinic.test'))?.subject).toBe(
      'We received your scope request: Response to reviewers',
    );
  });

  it("records a member's plan choice with the price the table showed", async () => {
    const bad = await post('/api/plan-choices', { plan: 'Gold', cycle: 'weekly', country: 'FR' }, member.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      plan: MESSAGES.planInvalid,
      cycle: MESSAGES.billingCycleInvalid,
      country: MESSAGES.countryInvalid,
    });

    const res = await post('/api/plan-choices', { plan: 'Pro', cycle: 'annual', country: 'AE' }, member.cookie);
    expect(res.status).toBe(201);
    const lead = (await leadsOf('lead.member@clinic.test')).find((l) => l.kind === 'plan');
    expect(lead?.details).toEqual({
      plan: 'Pro',
      cycle: 'annual',
      country: 'AE',
      currency: 'AED',
      price: `${formatPrice(annualPrice(monthlyPrice('AE', 'Pro')), 'AED')} per year`,
    });
    const mails = await inbox.waitFor(2);
    const sender = mails.find((m) => m.to.includes('lead.member@clinic.test'));
    expect(sender?.subject).toBe('Your Pro plan choice');
    expect(sender?.text).toContain(SUCCESS_TOASTS.checkout.message);
  });
});

it('turns a flood away with 429, a sentence and Retry-After, without storing it', async () => {
  process.env.LEADS_RATE_LIMIT = '3';
  try {
    const body = { name: 'Flood', email: 'flood@spam.test', message: 'Message number one two three' };
    for (let i = 0; i < 3; i += 1) expect((await post('/api/contact', body)).status).toBe(201);
    const limited = await post('/api/contact', body);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: MESSAGES.tooManySubmissions });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // One budget for every lead call.
    expect((await post('/api/quotes', { ...wizard, email: 'flood@spam.test' })).status).toBe(429);
    expect((await post('/api/newsletter', { email: 'flood@spam.test', consent: true })).status).toBe(429);
    expect(await leadsOf('flood@spam.test')).toHaveLength(3);
  } finally {
    delete process.env.LEADS_RATE_LIMIT;
  }
  await inbox.waitFor(6);
});

it('answers any malformed body with a 4xx, never a 5xx', async () => {
  const paths = ['/api/contact', '/api/quotes', '/api/scope-requests', '/api/plan-choices'];
  paths.push('/api/newsletter', '/api/newsletter/confirm', '/api/newsletter/unsubscribe');
  const bodies: unknown[] = [
    [],
    [1, 2],
    'text',
    42,
    null,
    { email: ['a@b.test'], consent: 'yes', token: { a: 1 } },
    { name: { $gt: '' }, message: ['x'], deliverables: 'Narrative report', item: 7, plan: null },
    { ...wizard, deliverables: Array(50).fill('Slide deck'), email: 'a@b.test', sourcePage: 42 },
    { token: 'x.y', website: { nested: true } },
  ];
  // Past the budget every answer would be a 429; each body must reach the handlers.
  process.env.LEADS_RATE_LIMIT = '1000';
  for (const path of paths) {
    for (const body of bodies) {
      const res = await sendAs(api, member.cookie, 'post', path)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.status, `${path} ${JSON.stringify(body)}`).not.toBe(429);
    }
  }
  delete process.env.LEADS_RATE_LIMIT;
  await inbox.settle(300);
});

describe('the leads collection', () => {
  it('is for admins only at /cms/api and in its access rules', async () => {
    const visitor = await api.request.get('/cms/api/leads');
    expect(visitor.status).toBe(401);
    const asMember = await api.request.get('/cms/api/leads').set('Cookie', member.cookie);
    expect(asMember.status).toBe(403);
    const create = await sendAs(api, member.cookie, 'post', '/cms/api/leads').send({
      kind: 'contact',
      email: 'forged@clinic.test',
    });
    expect(create.status).toBe(403);

    const { docs } = await api.payload.find({
      collection: 'users',
      where: { email: { equals: 'lead.member@clinic.test' } },
    });
    const req = await createLocalReq({ user: { ...docs[0]!, collection: 'users' } }, api.payload);
    await expect(api.payload.find({ collection: 'leads', overrideAccess: false, req })).rejects.toMatchObject({
      status: 403,
    });

    const admin = await api.request.get('/cms/api/leads?depth=0&limit=100').set('Cookie', adminCookie);
    expect(admin.status).toBe(200);
    expect(admin.body.docs.some((d: Lead) => d.email === 'amal.farouk@clinic.test')).toBe(true);
  });

  it('lets an admin read the details as text and move a lead on without losing them', async () => {
    const [lead] = await leadsOf('visitor@uni.test');
    const read = await api.request.get(`/cms/api/leads/${lead?.id}?depth=0`).set('Cookie', adminCookie);
    expect(read.status).toBe(200);
    expect(read.body.detailsText).toContain('timeline: 4 weeks');
    expect(read.body.detailsText).toContain('deliverables: Statistical analysis plan, Narrative report');

    const update = await sendAs(api, adminCookie, 'patch', `/cms/api/leads/${lead?.id}`).send({
      status: 'contacted',
      notes: 'Called on Monday; sending the SAP template.',
    });
    expect(update.status).toBe(200);
    const [after] = await leadsOf('visitor@uni.test');
    expect(after).toMatchObject({
      status: 'contacted',
      notes: 'Called on Monday; sending the SAP template.',
      details: { ...wizard, budget: '$500 – $2,000', country: 'US', recommendedPlan: 'Pro plan, $79 per month' },
    });
  });
});
