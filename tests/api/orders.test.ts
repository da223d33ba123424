import {
  adminOrderSchema,
  memberOrderSchema,
  memberServiceRequestSchema,
  MESSAGES,
  notificationListSchema,
  orderFileSchema,
  orderMessageSchema,
  ORDER_FILE_MAX_BYTES,
  ORDER_FILE_TYPES,
  serviceRequestSchema,
  teamMemberSchema,
  TEXT_MAX,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, registerMember, sameOrigin, sendAs, signIn, startTestApi, type TestApi } from '../helpers/api';
import { binary, PNG_BYTES } from '../helpers/learning';
import { ORDER_SAMPLES } from '../helpers/order-files';

/**
 * Orders (docs/api.md "Orders"): a member starts a project, the team promises a date, moves it along
 * and writes, files go both ways, and each side's read marker and the member's notifications follow.
 * Another member, a visitor and an editor get nothing of it.
 */
let api: TestApi;
let admin: string;
let adminId: string;
let editor: string;
let amal: Awaited<ReturnType<typeof registerMember>>;
let omar: Awaited<ReturnType<typeof registerMember>>;
let orderId: string;

const get = (cookie: string | undefined, path: string) => {
  const req = api.request.get(path);
  return cookie ? req.set('Cookie', cookie) : req;
};
const upload = (cookie: string, path: string, data: Buffer, filename: string) =>
  sendAs(api, cookie, 'post', path).attach('file', data, filename);
const memberOrder = (cookie: string, id = orderId) => get(cookie, `/api/me/service-requests/${id}`);

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
  adminId = String((await get(admin, '/api/auth/me')).body.user.id);
  editor = await createEditor(api, { email: 'elena@orders.test', name: 'Elena Editor' });
  amal = await registerMember(api, { email: 'amal@orders.test', password: 'member-secret', name: 'Dr. Amal Farouk' });
  omar = await registerMember(api, { email: 'omar@orders.test', password: 'member-secret', name: 'Omar Haddad' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/me/service-requests (Start a project)', () => {
  it('answers 401 without a session', async () => {
    const res = await api.request
      .post('/api/me/service-requests')
      .set(sameOrigin)
      .send({ service: 'Data Analysis', details: 'A survival analysis of our registry.' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('refuses an unknown service and short details with their sentences', async () => {
    const bad = await sendAs(api, amal.cookie, 'post', '/api/me/service-requests').send({
      service: 'Tarot reading',
      details: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: MESSAGES.orderServiceInvalid,
      fields: { service: MESSAGES.orderServiceInvalid, details: MESSAGES.scopeDetailsTooShort },
    });
    const long = await sendAs(api, amal.cookie, 'post', '/api/me/service-requests').send({
      service: 'Data Analysis',
      details: 'x'.repeat(TEXT_MAX.long + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(MESSAGES.textTooLong);
  });

  it('starts an order on the member’s account, in review, with its first timeline step by the member', async () => {
    const res = await sendAs(api, amal.cookie, 'post', '/api/me/service-requests').send({
      service: 'Data Analysis',
      details: 'Cox model for time to readmission in our heart failure registry (n = 812).',
      user: omar.user.id,
      status: 'completed',
    });
    expect(res.status).toBe(201);
    const order = memberOrderSchema.strict().parse(res.body);
    orderId = order.id;
    expect(order).toMatchObject({
      serviceTitle: 'Data Analysis',
      status: 'in_review',
      dueDate: null,
      messages: [],
      files: [],
      memberReadAt: null,
      teamReadAt: null,
    });
    expect(order.timeline).toEqual([
      {
        id: expect.any(String),
        type: 'created',
        status: 'in_review',
        byName: 'Dr. Amal Farouk',
        byTeam: false,
        at: expect.any(String),
      },
    ]);
    const stored = await api.payload.findByID({
      collection: 'service-requests',
      id: orderId,
      depth: 0,
      overrideAccess: true,
    });
    expect(String(stored.user)).toBe(amal.user.id);
  });

  it('lists the order in the member’s requests with its date and what is unread', async () => {
    const res = await get(amal.cookie, '/api/me/service-requests');
    expect(res.status).toBe(200);
    const [first] = memberServiceRequestSchema.strict().array().parse(res.body);
    expect(first).toMatchObject({ id: orderId, dueDate: null, unread: 0 });
  });
});

describe('the team moves the order along (PATCH /api/admin/service-requests/:id)', () => {
  it('keeps the product’s answer shape while setting a date, an assignee and internal notes', async () => {
    const res = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({
      dueDate: '2026-12-18',
      assigneeId: adminId,
      internalNotes: 'Budget approved by Dr. Saleh; use the 2024 extract.',
    });
    expect(res.status).toBe(200);
    expect(serviceRequestSchema.strict().parse(res.body)).toMatchObject({ id: orderId, dueDate: '2026-12-18' });
    const status = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({
      status: 'in_progress',
    });
    expect(status.body).toMatchObject({ status: 'in_progress', dueDate: '2026-12-18' });
  });

  it('refuses a date that is not a calendar day, an assignee who is not an admin, and an empty patch', async () => {
    for (const dueDate of ['18/12/2026', '2026-02-30', 'tomorrow', 20261218]) {
      const res = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({ dueDate });
      expect(res.status, String(dueDate)).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.dueDateInvalid, fields: { dueDate: MESSAGES.dueDateInvalid } });
    }
    const member = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({
      assigneeId: omar.user.id,
    });
    expect(member.status).toBe(400);
    expect(member.body).toEqual({ error: MESSAGES.assigneeInvalid, fields: { assigneeId: MESSAGES.assigneeInvalid } });
    const nobody = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({
      assigneeId: '999999',
    });
    expect(nobody.status).toBe(400);
    const empty = await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(MESSAGES.nothingToUpdate);
  });

  it('gives the team the whole order, notes and assignee included', async () => {
    const res = await get(admin, `/api/admin/service-requests/${orderId}`);
    expect(res.status).toBe(200);
    const order = adminOrderSchema.strict().parse(res.body);
    expect(order).toMatchObject({
      userName: 'Dr. Amal Farouk',
      memberEmail: 'amal@orders.test',
      status: 'in_progress',
      dueDate: '2026-12-18',
      assignee: { id: adminId, name: expect.any(String) },
      internalNotes: 'Budget approved by Dr. Saleh; use the 2024 extract.',
    });
    expect(order.timeline.map((e) => [e.type, e.status ?? e.dueDate, e.byTeam])).toEqual([
      ['created', 'in_review', false],
      ['due_date', '2026-12-18', true],
      ['status', 'in_progress', true],
    ]);
  });

  it('lists the admins an order can be given to', async () => {
    const res = await get(admin, '/api/admin/team');
    expect(res.status).toBe(200);
    const team = teamMemberSchema.strict().array().parse(res.body);
    expect(team.map((t) => t.id)).toEqual([adminId]);
  });

  it('never shows the member the team’s notes or the assignee', async () => {
    const res = await memberOrder(amal.cookie);
    expect(res.status).toBe(200);
    const order = memberOrderSchema.strict().parse(res.body);
    expect(order).toMatchObject({ status: 'in_progress', dueDate: '2026-12-18' });
    expect(JSON.stringify(res.body)).not.toMatch(/Budget approved|internalNotes|assignee/);
    expect(order.timeline.map((e) => e.type)).toEqual(['created', 'due_date', 'status']);
    const list = await get(amal.cookie, '/api/me/service-requests');
    expect(JSON.stringify(list.body)).not.toMatch(/Budget approved|internalNotes|assignee/);
    // Payload's field rule says the same to anything reading as the member.
    const raw = await api.payload.findByID({
      collection: 'service-requests',
      id: orderId,
      depth: 0,
      user: await api.payload.findByID({ collection: 'users', id: amal.user.id, overrideAccess: true }),
      overrideAccess: false,
    });
    expect(raw.internalNotes).toBeUndefined();
    expect(raw.assignee).toBeUndefined();
  });
});

describe('messages', () => {
  it('the team writes; the member answers; each knows who wrote and when', async () => {
    const team = await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/messages`).send({
      body: 'We started the analysis. Can you send the codebook? See https://example.org/codebooks',
    });
    expect(team.status).toBe(201);
    expect(orderMessageSchema.strict().parse(team.body)).toMatchObject({ fromTeam: true });
    const reply = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/messages`).send({
      body: '  Attached below.  ',
      fromTeam: true,
    });
    expect(reply.status).toBe(201);
    expect(orderMessageSchema.strict().parse(reply.body)).toMatchObject({
      body: 'Attached below.',
      fromTeam: false,
      authorName: 'Dr. Amal Farouk',
    });
    const order = memberOrderSchema.parse((await memberOrder(amal.cookie)).body);
    expect(order.messages.map((m) => [m.fromTeam, m.body.slice(0, 15)])).toEqual([
      [true, 'We started the '],
      [false, 'Attached below.'],
    ]);
  });

  it('refuses an empty or overlong message with its sentence', async () => {
    for (const [body, error] of [
      ['   ', MESSAGES.messageRequired],
      [undefined, MESSAGES.messageRequired],
      ['x'.repeat(TEXT_MAX.long + 1), MESSAGES.messageTooLong],
    ] as const) {
      const res = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/messages`).send({ body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, fields: { body: error } });
    }
  });
});

describe('files both ways', () => {
  it('takes each kind of file, recognised by its bytes, and keeps who sent it and when', async () => {
    for (const [kind, data] of Object.entries(ORDER_SAMPLES)) {
      const res = await upload(amal.cookie, `/api/me/service-requests/${orderId}/files`, data, `cohort.${kind}`);
      expect(res.status, kind).toBe(201);
      expect(orderFileSchema.strict().parse(res.body)).toMatchObject({
        filename: `cohort.${kind}`,
        kind,
        size: data.length,
        fromTeam: false,
        uploadedBy: 'Dr. Amal Farouk',
      });
    }
  });

  it('refuses bytes that are none of the kinds, and a name that claims another kind (415)', async () => {
    const cases: [Buffer, string, string][] = [
      [PNG_BYTES, 'scan.png', MESSAGES.orderFileType],
      [PNG_BYTES, 'data.csv', MESSAGES.orderFileType],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'tool.exe', MESSAGES.orderFileType],
      [Buffer.from('PK\x03\x04 not really a zip', 'latin1'), 'broken.zip', MESSAGES.orderFileType],
      [ORDER_SAMPLES.pdf, 'data.csv', MESSAGES.orderFileNameMismatch],
      [ORDER_SAMPLES.zip, 'report.docx', MESSAGES.orderFileNameMismatch],
      [ORDER_SAMPLES.csv, 'notes.txt', MESSAGES.orderFileType],
    ];
    for (const [data, name, error] of cases) {
      const res = await upload(amal.cookie, `/api/me/service-requests/${orderId}/files`, data, name);
      expect(res.status, name).toBe(415);
      expect(res.body, name).toEqual({ error, fields: { file: error } });
    }
  });

  it('answers 400 without a file and 413 past 50 MB, read or announced', async () => {
    const none = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/files`).field('note', 'x');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: MESSAGES.orderFileMissing, fields: { file: MESSAGES.orderFileMissing } });
    const big = Buffer.concat([Buffer.from('a,b\n'), Buffer.alloc(ORDER_FILE_MAX_BYTES, 0x31)]);
    const res = await upload(amal.cookie, `/api/me/service-requests/${orderId}/files`, big, 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.orderFileTooLarge, fields: { file: MESSAGES.orderFileTooLarge } });
    const announced = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/files`)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Content-Length', String(ORDER_FILE_MAX_BYTES * 2))
      .send('--x--');
    expect(announced.status).toBe(413);
    const json = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/files`).send({
      file: 'x',
    });
    expect(json.status).toBe(415);
  });

  it('lets the team upload a deliverable, which the member downloads as sent', async () => {
    const res = await upload(
      admin,
      `/api/admin/service-requests/${orderId}/files`,
      ORDER_SAMPLES.pdf,
      'Final report.pdf',
    );
    expect(res.status).toBe(201);
    const file = orderFileSchema.parse(res.body);
    expect(file).toMatchObject({ fromTeam: true, kind: 'pdf', filename: 'Final report.pdf' });
    const download = await get(amal.cookie, file.url).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe(ORDER_FILE_TYPES.pdf.mimeType);
    expect(download.headers['content-disposition']).toContain('attachment; filename="Final report.pdf"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(download.body as Buffer, ORDER_SAMPLES.pdf)).toBe(0);
    expect((await get(admin, file.url)).status).toBe(200);
  });
});

describe('notifications and read markers', () => {
  it('tells the member of the team’s changes, messages and deliverables, newest first, unread', async () => {
    const res = await get(amal.cookie, '/api/me/notifications');
    expect(res.status).toBe(200);
    const list = notificationListSchema.strict().parse(res.body);
    expect(list.docs.map((n) => n.kind)).toEqual(['order_file', 'order_message', 'order_status', 'order_due_date']);
    expect(list.unread).toBe(4);
    expect(list.docs.every((n) => n.href === `/dashboard/requests/${orderId}` && !n.read)).toBe(true);
    expect(list.docs[2]).toMatchObject({ title: 'Data Analysis: In progress' });
    // Omar has none.
    expect((await get(omar.cookie, '/api/me/notifications')).body).toEqual({ docs: [], unread: 0 });
  });

  it('counts what each side has not opened, and opening the order reads it and its notifications', async () => {
    const mine = memberServiceRequestSchema.array().parse((await get(amal.cookie, '/api/me/service-requests')).body);
    expect(mine[0]).toMatchObject({ id: orderId, unread: 2 });
    const team = serviceRequestSchema.array().parse((await get(admin, '/api/admin/service-requests')).body);
    expect(team.find((r) => r.id === orderId)).toMatchObject({ unread: 1 + Object.keys(ORDER_SAMPLES).length });

    const read = await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/read`).send({});
    expect(read.status).toBe(204);
    const order = memberOrderSchema.parse((await memberOrder(amal.cookie)).body);
    expect(order.memberReadAt).not.toBeNull();
    expect(order.teamReadAt).toBeNull();
    expect((await get(amal.cookie, '/api/me/service-requests')).body[0].unread).toBe(0);
    expect((await get(amal.cookie, '/api/me/notifications')).body.unread).toBe(0);

    expect((await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/read`).send({})).status).toBe(204);
    const after = serviceRequestSchema.array().parse((await get(admin, '/api/admin/service-requests')).body);
    expect(after.find((r) => r.id === orderId)?.unread).toBe(0);
    expect(memberOrderSchema.parse((await memberOrder(amal.cookie)).body).teamReadAt).not.toBeNull();
  });

  it('marks chosen notifications read, or all of them', async () => {
    await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({ status: 'completed' });
    await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/messages`).send({ body: 'All done.' });
    const { docs } = notificationListSchema.parse((await get(amal.cookie, '/api/me/notifications')).body);
    const [newest, second] = docs;
    const one = await sendAs(api, amal.cookie, 'post', '/api/me/notifications/read').send({
      ids: [newest!.id, 'junk'],
    });
    expect(one.status).toBe(204);
    const list = notificationListSchema.parse((await get(amal.cookie, '/api/me/notifications')).body);
    expect(list.unread).toBe(1);
    expect(list.docs.find((n) => n.id === second!.id)?.read).toBe(false);
    expect((await sendAs(api, amal.cookie, 'post', '/api/me/notifications/read').send({})).status).toBe(204);
    expect((await get(amal.cookie, '/api/me/notifications')).body.unread).toBe(0);
    const bad = await sendAs(api, amal.cookie, 'post', '/api/me/notifications/read').send({ ids: 'all' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.notificationIdsInvalid);
    // Omar cannot read Amal's.
    await sendAs(api, omar.cookie, 'post', '/api/me/notifications/read').send({ ids: [newest!.id] });
    const stored = await api.payload.findByID({ collection: 'notifications', id: newest!.id, overrideAccess: true });
    expect(stored.user).toBeDefined();
  });
});

describe('nobody else sees any of it', () => {
  it('another member gets 404 on every part of the order, and a visitor 401', async () => {
    const { files } = memberOrderSchema.parse((await memberOrder(amal.cookie)).body);
    const fileUrl = files[0]!.url;
    const reads = [`/api/me/service-requests/${orderId}`, fileUrl];
    for (const path of reads) {
      expect((await get(omar.cookie, path)).status, path).toBe(404);
      expect((await get(undefined, path)).status, path).toBe(401);
    }
    const writes: [string, () => ReturnType<typeof sendAs>][] = [
      [
        'message',
        () => sendAs(api, omar.cookie, 'post', `/api/me/service-requests/${orderId}/messages`).send({ body: 'hi' }),
      ],
      ['read', () => sendAs(api, omar.cookie, 'post', `/api/me/service-requests/${orderId}/read`).send({})],
      ['file', () => upload(omar.cookie, `/api/me/service-requests/${orderId}/files`, ORDER_SAMPLES.csv, 'x.csv')],
    ];
    for (const [what, send] of writes) {
      const res = await send();
      expect(res.status, what).toBe(404);
      expect(res.body, what).toEqual({ error: MESSAGES.notFound });
    }
    expect((await get(omar.cookie, '/api/me/service-requests')).body).toEqual([]);
    // The order's messages stayed Amal's and the team's.
    const order = memberOrderSchema.parse((await memberOrder(amal.cookie)).body);
    expect(order.messages.some((m) => m.body === 'hi')).toBe(false);
  });

  it('an admin on the member routes is a member: someone else’s order is 404 there', async () => {
    expect((await memberOrder(admin)).status).toBe(404);
  });

  it('members and editors get no team route: 403', async () => {
    for (const cookie of [amal.cookie, editor]) {
      expect((await get(cookie, `/api/admin/service-requests/${orderId}`)).status).toBe(403);
      expect((await get(cookie, '/api/admin/team')).status).toBe(403);
      const message = await sendAs(api, cookie, 'post', `/api/admin/service-requests/${orderId}/messages`).send({
        body: 'x',
      });
      expect(message.status).toBe(403);
      const file = await upload(cookie, `/api/admin/service-requests/${orderId}/files`, ORDER_SAMPLES.pdf, 'r.pdf');
      expect(file.status).toBe(403);
    }
  });

  it('an editor reads none of it, through /api or /cms; a member cannot pass the CMS door', async () => {
    const { files } = memberOrderSchema.parse((await memberOrder(amal.cookie)).body);
    expect((await get(editor, files[0]!.url)).status).toBe(404);
    expect((await get(editor, `/api/me/service-requests/${orderId}`)).status).toBe(404);
    for (const slug of ['request-messages', 'request-files', 'request-events', 'notifications']) {
      const list = await get(editor, `/cms/api/${slug}`);
      expect(list.status, slug).toBe(200);
      expect(list.body.docs, slug).toEqual([]);
      expect((await get(amal.cookie, `/cms/api/${slug}`)).status, slug).toBe(403);
    }
    const stored = await api.payload.find({ collection: 'request-files', limit: 1, overrideAccess: true });
    const fileRoute = `/cms/api/request-files/file/${stored.docs[0]!.filename}`;
    expect((await get(undefined, fileRoute)).status).toBe(401);
    expect((await get(amal.cookie, fileRoute)).status).toBe(403);
    expect([403, 404]).toContain((await get(editor, fileRoute)).status);
    const order = await get(editor, `/cms/api/service-requests/${orderId}`);
    expect(order.status).not.toBe(200);
  });
});

describe('upload budget per account', () => {
  it('keeps a file whose name carries control characters under the name without them', async () => {
    const layla = await registerMember(api, { email: 'layla@orders.test', password: 'member-secret', name: 'Layla' });
    const start = await sendAs(api, layla.cookie, 'post', '/api/me/service-requests').send({
      service: 'Manuscript editing',
      details: 'Language editing of a 4,000-word manuscript.',
    });
    const res = await upload(
      layla.cookie,
      `/api/me/service-requests/${start.body.id}/files`,
      ORDER_SAMPLES.csv,
      'cohort\t.csv',
    );
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe('cohort.csv');
  });

  it('answers 429 once the account has spent its uploads for the day', async () => {
    process.env.ORDER_UPLOADS_PER_DAY = '2';
    try {
      const nadia = await registerMember(api, { email: 'nadia@orders.test', password: 'member-secret', name: 'Nadia' });
      const start = await sendAs(api, nadia.cookie, 'post', '/api/me/service-requests').send({
        service: 'Manuscript editing',
        details: 'Language editing of a 4,000-word manuscript.',
      });
      const path = `/api/me/service-requests/${start.body.id}/files`;
      expect((await upload(nadia.cookie, path, ORDER_SAMPLES.docx, 'draft.docx')).status).toBe(201);
      // A refused file spends its upload too.
      expect((await upload(nadia.cookie, path, PNG_BYTES, 'scan.png')).status).toBe(415);
      const over = await upload(nadia.cookie, path, ORDER_SAMPLES.docx, 'draft-2.docx');
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ error: MESSAGES.orderUploadBudget });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      delete process.env.ORDER_UPLOADS_PER_DAY;
    }
  });

  it('answers 429 once the account has stored its megabytes for the day', async () => {
    process.env.ORDER_UPLOAD_MB_PER_DAY = '1';
    try {
      const sami = await registerMember(api, { email: 'sami@orders.test', password: 'member-secret', name: 'Sami' });
      const start = await sendAs(api, sami.cookie, 'post', '/api/me/service-requests').send({
        service: 'Data cleaning and coding',
        details: 'Recode 40 survey items and merge two waves.',
      });
      const path = `/api/me/service-requests/${start.body.id}/files`;
      const half = Buffer.concat([Buffer.from('id,value\n'), Buffer.alloc(600 * 1024, 0x31)]);
      expect((await upload(sami.cookie, path, half, 'wave1.csv')).status).toBe(201);
      const over = await upload(sami.cookie, path, half, 'wave2.csv');
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ error: MESSAGES.orderUploadBudget });
    } finally {
      delete process.env.ORDER_UPLOAD_MB_PER_DAY;
    }
  });

  it('lets only one of three uploads sent at once into the day’s last megabytes', async () => {
    process.env.ORDER_UPLOAD_MB_PER_DAY = '1';
    try {
      const rana = await registerMember(api, { email: 'rana@orders.test', password: 'member-secret', name: 'Rana' });
      const start = await sendAs(api, rana.cookie, 'post', '/api/me/service-requests').send({
        service: 'Data cleaning and coding',
        details: 'Merge the baseline and follow-up waves of a cohort.',
      });
      const path = `/api/me/service-requests/${start.body.id}/files`;
      const half = Buffer.concat([Buffer.from('id,value\n'), Buffer.alloc(600 * 1024, 0x31)]);
      const answers = await Promise.all(
        ['baseline.csv', 'follow-up.csv', 'extra.csv'].map((name) => upload(rana.cookie, path, half, name)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 429, 429]);
      const { files } = memberOrderSchema.parse((await memberOrder(rana.cookie, start.body.id)).body);
      expect(files).toHaveLength(1);
    } finally {
      delete process.env.ORDER_UPLOAD_MB_PER_DAY;
    }
  });
});

describe('deleting an order', () => {
  it('deletes its timeline, messages, files and notifications with it', async () => {
    await api.payload.delete({ collection: 'service-requests', id: orderId, overrideAccess: true });
    for (const collection of ['request-events', 'request-messages', 'request-files', 'notifications'] as const) {
      const { totalDocs } = await api.payload.count({
        collection,
        where: { request: { equals: orderId } },
        overrideAccess: true,
      });
      expect(totalDocs, collection).toBe(0);
    }
  });
});
