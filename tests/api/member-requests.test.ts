import { memberServiceRequestSchema, MESSAGES, type WizardValues } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * The member's side of the leads: GET /api/me/service-requests lists the signed-in account's own
 * requests (quotes and scope requests among them), never anyone else's, here or through /cms.
 */
let api: TestApi;
let admin: string;
let amal: Awaited<ReturnType<typeof registerMember>>;
let omar: Awaited<ReturnType<typeof registerMember>>;
let omarRequest: string;

const wizard: WizardValues = {
  dataType: 'SPSS',
  sampleSize: '240 patients',
  variables: 'HbA1c, age, clinic',
  objectives: 'Does nurse-led follow-up lower HbA1c at 12 months?',
  deliverables: ['Statistical analysis plan'],
  timeline: '4 weeks',
  budget: '500-2,000',
};

const mine = (cookie: string, query = '') => api.request.get(`/api/me/service-requests${query}`).set('Cookie', cookie);

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  amal = await registerMember(api, { email: 'amal@clinic.test', password: 'member-secret', name: 'Dr. Amal Farouk' });
  omar = await registerMember(api, { email: 'omar@uni.test', password: 'member-secret', name: 'Prof. Omar Haddad' });

  // Amal's quote from the wizard, then her scope request, through the real calls.
  const quote = await sendAs(api, amal.cookie, 'post', '/api/quotes').send(wizard);
  expect(quote.status).toBe(201);
  const scope = await sendAs(api, amal.cookie, 'post', '/api/scope-requests').send({
    item: 'Response to reviewers',
    details: 'Reviewer 2 asks for a sensitivity analysis.',
  });
  expect(scope.status).toBe(201);
  const other = await sendAs(api, omar.cookie, 'post', '/api/scope-requests').send({
    item: 'Response to reviewers',
    details: "Omar's private request about his trial.",
  });
  expect(other.status).toBe(201);
  const { docs } = await api.payload.find({
    collection: 'service-requests',
    where: { user: { equals: omar.user.id } },
    depth: 0,
    overrideAccess: true, // test setup
  });
  omarRequest = String(docs[0]!.id);
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/me/service-requests', () => {
  it('answers 401 without a session', async () => {
    const res = await api.request.get('/api/me/service-requests');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
    const forged = await api.request.get('/api/me/service-requests').set('Cookie', 'payload-token=forged');
    expect(forged.status).toBe(401);
  });

  it("lists the member's own requests, newest first, quotes included, in the contract shape", async () => {
    const res = await mine(amal.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-total-count']).toBe('2');
    const requests = res.body.map((r: unknown) => memberServiceRequestSchema.strict().parse(r));
    expect(requests).toMatchObject([
      {
        serviceTitle: 'Response to reviewers',
        details: 'Reviewer 2 asks for a sensitivity analysis.',
        status: 'in_review',
      },
      { serviceTitle: 'Data Analysis', status: 'in_review' },
    ]);
    expect(requests[1].details).toMatch(/^Quote from the scoping wizard\n/);
    expect(requests[1].details).toContain('Research question: Does nurse-led follow-up lower HbA1c at 12 months?');
    expect(requests[1].details).toContain('Recommended plan: ');
  });

  it("never shows another member's requests, nor the seeded ones, nor an admin's view of everyone", async () => {
    const everyone = await api.payload.count({ collection: 'service-requests', overrideAccess: true });
    expect(everyone.totalDocs).toBeGreaterThan(3); // the seed's demo requests exist

    const amalsIds = (await mine(amal.cookie)).body.map((r: { id: string }) => r.id);
    expect(amalsIds).not.toContain(omarRequest);
    const omars = await mine(omar.cookie);
    expect(omars.body.map((r: { id: string }) => r.id)).toEqual([omarRequest]);
    expect(JSON.stringify((await mine(amal.cookie)).body)).not.toContain("Omar's private request");

    // An admin's dashboard is the admin's own requests too (none), not the team's whole list.
    const asAdmin = await mine(admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual([]);
    expect(asAdmin.headers['x-total-count']).toBe('0');
  });

  it('shows the status and the time the team changed it', async () => {
    const before = (await mine(omar.cookie)).body[0];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const patched = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${omarRequest}`).send({
      status: 'in_progress',
    });
    expect(patched.status).toBe(200);
    const after = (await mine(omar.cookie)).body[0];
    expect(after).toMatchObject({ id: omarRequest, status: 'in_progress', createdAt: before.createdAt });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('pages with ?limit= and ?page=, refusing bad values', async () => {
    const second = await mine(amal.cookie, '?limit=1&page=2');
    expect(second.status).toBe(200);
    expect(second.headers['x-total-count']).toBe('2');
    expect(second.body).toHaveLength(1);
    expect(second.body[0].serviceTitle).toBe('Data Analysis');
    const bad = await mine(amal.cookie, '?limit=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: MESSAGES.listLimitInvalid, fields: { limit: MESSAGES.listLimitInvalid } });
  });
});

describe("Payload's access rules on service requests agree", () => {
  it("let a member read only their own through the Local API, as Payload's REST would", async () => {
    const omarUser = await api.payload.findByID({ collection: 'users', id: omar.user.id, overrideAccess: true });
    const asOmar = { user: { ...omarUser, collection: 'users' as const }, overrideAccess: false } as const;
    const { docs } = await api.payload.find({ collection: 'service-requests', depth: 0, ...asOmar });
    expect(docs.map((d) => String(d.id))).toEqual([omarRequest]);
    const amals = (await mine(amal.cookie)).body as { id: string }[];
    await expect(
      api.payload.findByID({ collection: 'service-requests', id: amals[0]!.id, depth: 0, ...asOmar }),
    ).rejects.toMatchObject({ status: 404 });
    // Nor may a member change one, even their own.
    await expect(
      api.payload.update({ collection: 'service-requests', id: omarRequest, data: { status: 'completed' }, ...asOmar }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('keep a member out of /cms/api/service-requests, and leads admin-only', async () => {
    for (const path of ['/cms/api/service-requests', `/cms/api/service-requests/${omarRequest}`, '/cms/api/leads']) {
      const res = await api.request.get(path).set('Cookie', omar.cookie);
      // The door's sentence names who may use the CMS; what matters here is that nothing is read.
      expect(res.status, path).toBe(403);
      expect(typeof res.body.error).toBe('string');
      expect(res.body).not.toHaveProperty('docs');
      expect(JSON.stringify(res.body)).not.toContain('private request');
    }
    const asAdmin = await api.request.get('/cms/api/service-requests?depth=0&limit=100').set('Cookie', admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.docs.map((d: { id: number }) => String(d.id))).toContain(omarRequest);
  });
});
