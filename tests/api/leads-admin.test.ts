import { leadSchema, MESSAGES, summarySchema, TEXT_MAX, type LeadKind, type LeadStatus } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEditor,
  crossSite,
  registerMember,
  sameOrigin,
  sendAs,
  signIn,
  startTestApi,
  type TestApi,
} from '../helpers/api';

/**
 * The control panel's Inbox: GET/PATCH /api/admin/leads, the CSV exports of leads and
 * subscribers, and the summary's count of new leads.
 */
let api: TestApi;
let admin: string;
let member: Awaited<ReturnType<typeof registerMember>>;
let editor: string;
/** Ids of the leads this file creates, by a name for each. */
const ids: Record<string, string> = {};

/** A lead written straight to the database, `minutesAgo` old, so the order is known. */
async function makeLead(
  key: string,
  data: { kind: LeadKind; email: string; name?: string; message?: string; status?: LeadStatus; notes?: string },
  minutesAgo: number,
) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const doc = await api.payload.create({
    collection: 'leads',
    data: { status: 'new', ...data, createdAt, updatedAt: createdAt },
    depth: 0,
    overrideAccess: true, // test setup: the collection is admin-only
  });
  ids[key] = String(doc.id);
}

const list = (query = '') => api.request.get(`/api/admin/leads${query}`).set('Cookie', admin);
const csv = (path: string) =>
  api.request
    .get(path)
    .set('Cookie', admin)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

/** RFC 4180 read back: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && !(c === '\r' && text[i + 1] === '\n'))) {
      field += c;
    } else {
      row.push(field);
      field = '';
      if (c === '\r') {
        rows.push(row);
        row = [];
        i += 1;
      }
    }
  }
  if (field !== '' || row.length) throw new Error('The CSV does not end with CRLF');
  return rows;
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  member = await registerMember(api, {
    email: 'inbox.member@clinic.test',
    password: 'member-secret',
    name: 'Dr. Inbox',
  });
  // An editor changes the site's content in /cms; people's leads are not content.
  editor = await createEditor(api, { email: 'inbox.editor@manara.test', name: 'Elena Editor' });

  // Oldest first; the list shows them the other way round.
  await makeLead('spam', { kind: 'contact', email: 'bot@spam.test', name: 'Cheap pills', status: 'spam' }, 50);
  await makeLead('won', { kind: 'plan', email: 'buyer@uni.test', name: 'Prof. Omar Haddad', status: 'won' }, 40);
  await makeLead('visitorQuote', { kind: 'quote', email: 'visitor@uni.test' }, 30);
  await makeLead(
    'formula',
    {
      kind: 'contact',
      email: 'attacker@evil.test',
      name: '=HYPERLINK("http://evil.test","Open")',
      message: '+1 555, "call me"\nsecond line',
      notes: '-2+3',
    },
    20,
  );
  // A member's scope request through the real call: a lead linked to the member and to a request.
  const scope = await sendAs(api, member.cookie, 'post', '/api/scope-requests').send({
    item: 'Response to reviewers',
    details: 'Reviewer 2 asks for a sensitivity analysis.',
    sourcePage: '/research-services',
  });
  expect(scope.status).toBe(201);
  const { docs } = await api.payload.find({
    collection: 'leads',
    where: { kind: { equals: 'scope' } },
    depth: 0,
    limit: 1,
    overrideAccess: true, // test setup
  });
  ids.scope = String(docs[0]!.id);
});
afterAll(async () => {
  await api?.close();
});

describe('who may use the Inbox', () => {
  const calls = [
    ['GET', '/api/admin/leads'],
    ['GET', '/api/admin/leads/1'],
    ['PATCH', '/api/admin/leads/1'],
    ['GET', '/api/admin/leads.csv'],
    ['GET', '/api/admin/subscribers.csv'],
  ] as const;

  it.each(calls)('%s %s → 401 without a session, 403 for a member or an editor', async (method, path) => {
    const send = (cookie?: string) => {
      let req = method === 'GET' ? api.request.get(path) : api.request.patch(path).send({ status: 'won' });
      req = req.set(sameOrigin);
      return cookie ? req.set('Cookie', cookie) : req;
    };
    const anonymous = await send();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: MESSAGES.notSignedIn });
    const asMember = await send(member.cookie);
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ error: MESSAGES.forbidden });
    const asEditor = await send(editor);
    expect(asEditor.status).toBe(403);
    expect(asEditor.body).toEqual({ error: MESSAGES.forbidden });
  });
});

describe('GET /api/admin/leads', () => {
  it('lists every lead newest first in the contract shape, with the total', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    const leads = res.body.map((lead: unknown) => leadSchema.strict().parse(lead));
    expect(leads.map((l: { id: string }) => l.id)).toEqual([
      ids.scope,
      ids.formula,
      ids.visitorQuote,
      ids.won,
      ids.spam,
    ]);
  });

  it("shows the member's name and request for a member's lead, blanks for what a form did not ask", async () => {
    const res = await list();
    const scope = res.body.find((l: { id: string }) => l.id === ids.scope);
    const request = await api.payload.find({
      collection: 'service-requests',
      where: { user: { equals: member.user.id } },
      depth: 0,
      overrideAccess: true, // test check
    });
    expect(scope).toMatchObject({
      kind: 'scope',
      name: 'Dr. Inbox',
      email: 'inbox.member@clinic.test',
      message: 'Reviewer 2 asks for a sensitivity analysis.',
      details: { item: 'Response to reviewers' },
      sourcePage: '/research-services',
      member: { id: member.user.id, name: 'Dr. Inbox' },
      serviceRequestId: String(request.docs[0]!.id),
      status: 'new',
      notes: '',
    });
    const visitor = res.body.find((l: { id: string }) => l.id === ids.visitorQuote);
    expect(visitor).toMatchObject({ name: '', message: '', sourcePage: '', notes: '', details: {} });
    expect(visitor).not.toHaveProperty('member');
    expect(visitor).not.toHaveProperty('serviceRequestId');
  });

  it('filters by kind, by status and by a search in the name or e-mail, together or alone', async () => {
    const idsOf = async (query: string) => {
      const res = await list(query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(res.body.length));
      return res.body.map((l: { id: string }) => l.id);
    };
    expect(await idsOf('?kind=contact')).toEqual([ids.formula, ids.spam]);
    expect(await idsOf('?status=won')).toEqual([ids.won]);
    expect(await idsOf('?kind=contact&status=spam')).toEqual([ids.spam]);
    expect(await idsOf('?q=omar')).toEqual([ids.won]);
    expect(await idsOf('?q=HADDAD%20prof')).toEqual([ids.won]);
    expect(await idsOf('?q=uni.test')).toEqual([ids.visitorQuote, ids.won]);
    expect(await idsOf('?q=uni.test&kind=quote')).toEqual([ids.visitorQuote]);
    expect(await idsOf('?kind=info-pack')).toEqual([]);
    // Blank filters filter nothing.
    expect(await idsOf('?kind=&status=&q=%20')).toHaveLength(5);
  });

  it('pages like the other admin lists', async () => {
    const res = await list('?limit=2&page=2');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.body.map((l: { id: string }) => l.id)).toEqual([ids.visitorQuote, ids.won]);
  });

  it.each([
    ['?kind=newsletter', 'kind', MESSAGES.leadKindInvalid],
    ['?kind=contact&kind=quote', 'kind', MESSAGES.leadKindInvalid],
    ['?status=open', 'status', MESSAGES.leadStatusInvalid],
    ['?status=NEW', 'status', MESSAGES.leadStatusInvalid],
    [`?q=${'a'.repeat(TEXT_MAX.short + 1)}`, 'q', MESSAGES.searchInvalid],
    ['?q=a&q=b', 'q', MESSAGES.searchInvalid],
    ['?limit=0', 'limit', MESSAGES.listLimitInvalid],
    ['?page=-1', 'page', MESSAGES.listPageInvalid],
  ])('%s → 400 with the sentence', async (query, field, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, fields: { [field]: message } });
  });

  it('says the lists in the sentences', () => {
    expect(MESSAGES.leadKindInvalid).toBe('Choose one of the listed kinds: contact, quote, scope, info-pack or plan');
    expect(MESSAGES.leadStatusInvalid).toBe('Choose one of the listed statuses: new, contacted, won, lost or spam');
  });

  it.each(['%25', '_', "'", '"', '%5C', '\\%', 'é', '); DROP TABLE leads; --'])(
    'searches for %s without a server error',
    async (q) => {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    },
  );

  it('answers a search with a NUL character with the 400 every route gives it', async () => {
    const res = await list(`?q=${encodeURIComponent('a\u0000b')}`);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: MESSAGES.nulCharacter } });
  });
});

describe('GET /api/admin/leads/{id}', () => {
  it('answers one lead', async () => {
    const res = await api.request.get(`/api/admin/leads/${ids.won}`).set('Cookie', admin);
    expect(res.status).toBe(200);
    expect(leadSchema.strict().parse(res.body)).toMatchObject({ id: ids.won, kind: 'plan', status: 'won' });
  });

  it.each(['999999', '012', 'abc', 'leads.csv'])('answers 404 for %s', async (id) => {
    const res = await api.request.get(`/api/admin/leads/${id}`).set('Cookie', admin);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
  });
});

describe('PATCH /api/admin/leads/{id}', () => {
  const patch = (id: string, body: unknown) =>
    sendAs(api, admin, 'patch', `/api/admin/leads/${id}`).send(body as object);

  it('stores a status and notes and changes nothing else, whatever else the body says', async () => {
    const res = await patch(ids.scope!, {
      status: 'contacted',
      notes: '  Called on Monday.  ',
      kind: 'plan',
      email: 'other@evil.test',
      member: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(leadSchema.strict().parse(res.body)).toMatchObject({
      status: 'contacted',
      notes: 'Called on Monday.',
      kind: 'scope',
      email: 'inbox.member@clinic.test',
      member: { id: member.user.id, name: 'Dr. Inbox' },
      details: { item: 'Response to reviewers' },
    });
    const stored = await api.payload.findByID({ collection: 'leads', id: ids.scope!, depth: 0, overrideAccess: true });
    expect(stored).toMatchObject({ status: 'contacted', notes: 'Called on Monday.', kind: 'scope' });

    // Notes alone, then cleared with a blank: the status stays.
    expect((await patch(ids.scope!, { notes: 'Sent the draft.' })).body).toMatchObject({
      status: 'contacted',
      notes: 'Sent the draft.',
    });
    expect((await patch(ids.scope!, { notes: '' })).body).toMatchObject({ status: 'contacted', notes: '' });
    expect((await patch(ids.scope!, { notes: null })).body.notes).toBe('');
    const cleared = await api.payload.findByID({ collection: 'leads', id: ids.scope!, depth: 0, overrideAccess: true });
    expect(cleared.notes ?? '').toBe('');
  });

  it.each([
    [{}, MESSAGES.nothingToUpdate, '_'],
    [[], MESSAGES.nothingToUpdate, '_'],
    [{ status: 'archived' }, MESSAGES.leadStatusInvalid, 'status'],
    [{ status: null }, MESSAGES.leadStatusInvalid, 'status'],
    [{ notes: 42 }, MESSAGES.notesInvalid, 'notes'],
    [{ notes: { text: 'x' } }, MESSAGES.notesInvalid, 'notes'],
    [{ notes: 'x'.repeat(TEXT_MAX.long + 1) }, MESSAGES.textTooLong, 'notes'],
  ])('refuses %j with 400 and its sentence', async (body, message, field) => {
    const res = await patch(ids.won!, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, fields: { [field]: message } });
    const stored = await api.payload.findByID({ collection: 'leads', id: ids.won!, depth: 0, overrideAccess: true });
    expect(stored.status).toBe('won');
  });

  it('answers 404 for an unknown lead and 403 for another site', async () => {
    const unknown = await patch('999999', { status: 'won' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: MESSAGES.notFound });
    const forged = await api.request
      .patch(`/api/admin/leads/${ids.won}`)
      .set(crossSite)
      .set('Cookie', admin)
      .send({ status: 'lost' });
    expect(forged.status).toBe(403);
    const stored = await api.payload.findByID({ collection: 'leads', id: ids.won!, depth: 0, overrideAccess: true });
    expect(stored.status).toBe('won');
  });
});

describe('GET /api/admin/summary: new leads', () => {
  it('counts the leads still new, and one fewer once the team has answered one', async () => {
    const newCount = async () => {
      const res = await api.request.get('/api/admin/summary').set('Cookie', admin);
      expect(res.status).toBe(200);
      return summarySchema.strict().parse(res.body).metrics.newLeads;
    };
    const stored = await api.payload.count({ collection: 'leads', where: { status: { equals: 'new' } } });
    const before = await newCount();
    expect(before).toBe(stored.totalDocs);
    expect(before).toBeGreaterThan(0);
    await api.payload.update({
      collection: 'leads',
      id: ids.visitorQuote!,
      data: { status: 'new' },
      overrideAccess: true, // test setup
    });
    const res = await sendAs(api, admin, 'patch', `/api/admin/leads/${ids.visitorQuote}`).send({ status: 'lost' });
    expect(res.status).toBe(200);
    expect(await newCount()).toBe(before! - 1);
  });
});

describe('GET /api/admin/leads.csv', () => {
  it('downloads the leads as RFC 4180 CSV with a header row, newest first', async () => {
    const res = await csv('/api/admin/leads.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['content-disposition']).toContain(new Date().toISOString().slice(0, 10));
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body as string;
    // The header row exactly as a spreadsheet receives it: a byte-order mark, then the Inbox's columns.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '\uFEFFid,createdAt,kind,status,name,email,message,details,sourcePage,memberId,memberName,serviceRequestId,notes,updatedAt',
    );
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows.map((r) => r[0])).toEqual([ids.scope, ids.formula, ids.visitorQuote, ids.won, ids.spam]);
    const scope = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(scope).toMatchObject({
      kind: 'scope',
      name: 'Dr. Inbox',
      details: 'item: Response to reviewers',
      sourcePage: '/research-services',
      memberId: member.user.id,
      memberName: 'Dr. Inbox',
    });
    expect(scope.serviceRequestId).toMatch(/^\d+$/);
  });

  it('writes cells a spreadsheet would run as formulas as text, and quotes commas, quotes and line breaks', async () => {
    const text = (await csv('/api/admin/leads.csv?kind=contact&q=attacker')).body as string;
    // The exact bytes of the row: each formula start prefixed with ', quoted fields with doubled quotes.
    expect(text).toContain(
      `,contact,new,"'=HYPERLINK(""http://evil.test"",""Open"")",attacker@evil.test,"'+1 555, ""call me""\nsecond line",,,,,,'-2+3,`,
    );
    const [header, row] = parseCsv(text.slice(1));
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(cells.name).toBe('\'=HYPERLINK("http://evil.test","Open")');
    expect(cells.message).toBe('\'+1 555, "call me"\nsecond line');
    expect(cells.notes).toBe("'-2+3");
  });

  it('takes the Inbox filters, refusing the same bad values', async () => {
    const rows = parseCsv(((await csv('/api/admin/leads.csv?status=spam')).body as string).slice(1));
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.spam]);
    const none = await csv('/api/admin/leads.csv?kind=info-pack');
    expect(none.body).toBe(
      '\uFEFFid,createdAt,kind,status,name,email,message,details,sourcePage,memberId,memberName,serviceRequestId,notes,updatedAt\r\n',
    );
    const bad = await api.request.get('/api/admin/leads.csv?status=open').set('Cookie', admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: MESSAGES.leadStatusInvalid, fields: { status: MESSAGES.leadStatusInvalid } });
  });

  it('sends a list longer than the batches it is read in whole: each lead once, newest first', async () => {
    // Over two of the export's batches of 500, and three leads of one instant across the first
    // boundary, so the next batch must start after the last one sent by date and then by id.
    const count = 1_001;
    const instant = new Date(Date.now() - 60 * 60_000);
    const created: string[] = [];
    for (let start = 0; start < count; start += 25) {
      const chunk = Array.from({ length: Math.min(25, count - start) }, (_, k) => {
        const n = start + k;
        const at = new Date(instant.getTime() - (n >= 498 && n <= 500 ? 0 : n * 1_000)).toISOString();
        return api.payload.create({
          collection: 'leads',
          data: {
            kind: 'plan',
            status: 'new',
            email: `batch-${n}@example.org`,
            name: `Batchlead ${n}`,
            createdAt: at,
            updatedAt: at,
          },
          depth: 0,
          overrideAccess: true, // test setup: the collection is admin-only
        });
      });
      created.push(...(await Promise.all(chunk)).map((doc) => String(doc.id)));
    }
    const res = await csv('/api/admin/leads.csv?kind=plan&q=Batchlead');
    expect(res.status).toBe(200);
    const rows = parseCsv((res.body as string).slice(1)).slice(1);
    const byNewest = (
      await api.payload.find({
        collection: 'leads',
        where: { id: { in: created } },
        sort: ['-createdAt', '-id'],
        pagination: false,
        depth: 0,
        overrideAccess: true, // test setup: the expected order, read as the database holds it
      })
    ).docs.map((doc) => String(doc.id));
    expect(rows.map((row) => row[0])).toEqual(byNewest);
    expect(new Set(byNewest)).toEqual(new Set(created));
  });
});

describe('GET /api/admin/subscribers.csv', () => {
  it('exports only confirmed subscribers who have not left, formula-safe', async () => {
    const consentAt = new Date().toISOString();
    const base = { consentAt, consentText: 'I agree.' };
    const add = (data: Record<string, unknown>) =>
      api.payload.create({
        collection: 'subscribers',
        data: { ...base, ...data } as never,
        depth: 0,
        overrideAccess: true, // test setup
      });
    await add({ email: 'reader@clinic.test', confirmed: true, confirmedAt: consentAt, source: '/' });
    await add({ email: 'waiting@clinic.test', confirmed: false });
    await add({ email: 'left@clinic.test', confirmed: true, confirmedAt: consentAt, unsubscribed: true });
    await add({ email: '=cmd@evil.test', confirmed: true, confirmedAt: consentAt, consentText: '@SUM(A1:A2), "x"' });

    const res = await csv('/api/admin/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv((res.body as string).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['email', 'confirmedAt', 'consentAt', 'consentText', 'source', 'createdAt']);
    expect(rows.map((r) => r[0])).toEqual(["'=cmd@evil.test", 'reader@clinic.test']);
    expect(rows[0]![3]).toBe('\'@SUM(A1:A2), "x"');
    expect(rows[1]).toEqual(['reader@clinic.test', consentAt, consentAt, 'I agree.', '/', expect.any(String)]);
  });
});
