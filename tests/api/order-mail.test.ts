import { formatDueDate, NOTIFICATION_PAGES } from '@manara/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerMember, sendAs, type TestApi } from '../helpers/api';
import {
  PASSING_ANSWERS,
  setTwoQuestionAssessment,
  startLearningSuite,
  BIOSTATS,
  PDF_BYTES,
} from '../helpers/learning';
import { ORDER_SAMPLES } from '../helpers/order-files';
import { startTestInbox, type TestInbox } from '../helpers/smtp';
import type { drainOutbox as DrainOutboxFn } from '../../apps/cms/src/lib/orders/outbox';

type DrainOutbox = typeof DrainOutboxFn;

/**
 * The orders' e-mail (docs/decisions on the notification outbox): every event is a row of the
 * outbox, written with the change; a drain sends each recipient's burst as one mail once it is
 * quiet, claims rows so that concurrent drains never send one twice, takes over rows a dead server
 * held once its lease is over, and retries a failed send. Also the learning notifications.
 */
let api: TestApi;
let inbox: TestInbox;
let admin: string;
let adminEmail: string;
let amal: Awaited<ReturnType<typeof registerMember>>;
let course: Record<string, string>;
let drainOutbox: DrainOutbox;
const TEAM = 'support@manara-research.com';
const QUIET = 60_000;

const later = (ms: number) => ({ now: Date.now() + ms, quietMs: QUIET });

async function pending() {
  const { docs } = await api.payload.db.find<{
    id: number;
    sentAt?: string | null;
    attempts: number;
    failedAt?: string | null;
  }>({
    collection: 'mail-outbox',
    where: { sentAt: { exists: false } },
    limit: 100,
    pagination: false,
  });
  return docs;
}

beforeAll(async () => {
  inbox = await startTestInbox({ refuse: /^bounce@/ });
  process.env.SMTP_URL = inbox.url;
  ({ api, admin, amal, course } = await startLearningSuite('mail.test'));
  adminEmail = api.adminCredentials.email;
  ({ drainOutbox } = await import('../../apps/cms/src/lib/orders/outbox'));
});
afterAll(async () => {
  await api?.close();
  await inbox?.close();
  delete process.env.SMTP_URL;
});
beforeEach(async () => {
  // Anything left from the last test is sent now, so each test counts its own mails.
  await drainOutbox(api.payload, later(100 * QUIET));
  await inbox.settle(50);
  inbox.clear();
});

describe('a burst of changes is one mail per recipient, once it is quiet', () => {
  let orderId: string;

  it('waits while the burst goes on, then sends the member one mail and the team one', async () => {
    const start = await sendAs(api, amal.cookie, 'post', '/api/me/service-requests').send({
      service: 'Statistical analysis plan',
      details: 'SAP for a pragmatic trial of nurse-led follow-up.',
    });
    orderId = start.body.id;
    await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/files`).attach(
      'file',
      ORDER_SAMPLES.csv,
      'baseline.csv',
    );
    await sendAs(api, amal.cookie, 'post', `/api/me/service-requests/${orderId}/messages`).send({
      body: 'The baseline extract is attached.',
    });
    const adminId = String((await api.request.get('/api/auth/me').set('Cookie', admin)).body.user.id);
    await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({
      dueDate: '2026-12-18',
      assigneeId: adminId,
    });
    await sendAs(api, admin, 'patch', `/api/admin/service-requests/${orderId}`).send({ status: 'in_progress' });
    await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/messages`).send({
      body: 'Thanks. We start on Sunday.',
    });
    await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/files`).attach(
      'file',
      PDF_BYTES,
      'SAP draft.pdf',
    );

    // Nothing while the burst is not over.
    expect(await drainOutbox(api.payload, { now: Date.now(), quietMs: QUIET })).toBe(0);
    expect(await inbox.settle(200)).toHaveLength(0);
    expect(await pending()).toHaveLength(7);

    process.env.SITE_URL = 'https://research.example';
    try {
      expect(await drainOutbox(api.payload, later(QUIET + 1_000))).toBe(2);
    } finally {
      delete process.env.SITE_URL;
    }
    const mails = await inbox.waitFor(2);
    const member = mails.find((m) => m.to.includes('amal@mail.test'))!;
    expect(member.subject).toBe('Your order "Statistical analysis plan" has 4 updates');
    expect(member.text).toContain(`Delivery date: ${formatDueDate('2026-12-18')}`);
    expect(member.text).toContain('Status: In progress');
    expect(member.text).toContain('> Thanks. We start on Sunday.');
    expect(member.text).toContain('sent you SAP draft.pdf');
    expect(member.text).toContain(`Open your order: https://research.example/dashboard/requests/${orderId}`);
    expect(member.text).toContain('it is not a newsletter');
    expect(member.text).not.toContain('baseline extract');

    const team = mails.find((m) => m.to.includes(TEAM))!;
    expect(team.to).toContain(adminEmail.toLowerCase());
    expect(team.headers['reply-to']).toContain('amal@mail.test');
    expect(team.subject).toBe(`Order ${orderId} "Statistical analysis plan": 3 new from Dr. Amal Farouk`);
    expect(team.text).toContain('started the order from their dashboard');
    expect(team.text).toContain('uploaded baseline.csv');
    expect(team.text).toContain('> The baseline extract is attached.');
    expect(team.text).toContain(`https://research.example/admin/service-requests?requestId=${orderId}`);
    expect(await pending()).toHaveLength(0);
  });

  it('never sends a row twice, nor splits a burst: a second drain, and several at once, send one mail', async () => {
    expect(await drainOutbox(api.payload, later(2 * QUIET))).toBe(0);
    for (const body of ['One more thing.', 'And the tables, please.']) {
      await sendAs(api, admin, 'post', `/api/admin/service-requests/${orderId}/messages`).send({ body });
    }
    const results = await Promise.all([1, 2, 3, 4].map(() => drainOutbox(api.payload, later(QUIET + 1_000))));
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await inbox.settle(500);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('One more thing.');
    expect(mails[0]?.text).toContain('And the tables, please.');
  });

  it('a quote or scope request (a lead) does not mail the team a second time', async () => {
    await sendAs(api, amal.cookie, 'post', '/api/scope-requests').send({
      item: 'Response to reviewers',
      details: 'Reviewer 2 asks for a sensitivity analysis.',
    });
    await inbox.waitFor(2);
    inbox.clear();
    expect(await drainOutbox(api.payload, later(QUIET + 1_000))).toBe(0);
  });
});

describe('nothing is lost', () => {
  it('rows a server claimed and then died with are sent by another once the lease is over', async () => {
    const start = await sendAs(api, amal.cookie, 'post', '/api/me/service-requests').send({
      service: 'Manuscript editing',
      details: 'Edit the discussion of our cohort paper.',
    });
    await sendAs(api, admin, 'patch', `/api/admin/service-requests/${start.body.id}`).send({ status: 'in_progress' });
    // A drain on another server took the rows and stopped (a deploy, a crash) before sending.
    const rows = await pending();
    for (const row of rows) {
      await api.payload.db.updateOne({
        collection: 'mail-outbox',
        id: row.id,
        data: { claimToken: 'dead-server', claimedUntil: new Date(Date.now() + 5 * 60_000).toISOString() },
      });
    }
    expect(await drainOutbox(api.payload, later(QUIET + 1_000))).toBe(0);
    expect(await drainOutbox(api.payload, later(5 * 60_000 + 1_000))).toBe(2);
    expect((await inbox.waitFor(2)).map((m) => m.subject).sort()).toEqual([
      `Order ${start.body.id} "Manuscript editing": new from Dr. Amal Farouk`,
      'Your order "Manuscript editing" has an update',
    ]);
  });

  it('a send that fails is retried later, and given up after five attempts', async () => {
    const bounce = await registerMember(api, { email: 'bounce@mail.test', password: 'member-secret', name: 'Bounce' });
    const start = await sendAs(api, bounce.cookie, 'post', '/api/me/service-requests').send({
      service: 'Manuscript editing',
      details: 'Edit the abstract of our cohort paper.',
    });
    await sendAs(api, admin, 'patch', `/api/admin/service-requests/${start.body.id}`).send({ status: 'rejected' });
    // The team's mail goes; the member's address refuses it.
    expect(await drainOutbox(api.payload, later(QUIET + 1_000))).toBe(1);
    let [row] = await pending();
    expect(row).toMatchObject({ attempts: 1 });
    // Not again before its retry time, then once per wait: 1, 2, 4, 8 minutes.
    expect(await drainOutbox(api.payload, later(QUIET + 30_000))).toBe(0);
    expect((await pending())[0]).toMatchObject({ attempts: 1 });
    let at = QUIET + 1_000;
    for (const wait of [1, 2, 4, 8]) {
      at += wait * 60_000 + 1_000;
      await drainOutbox(api.payload, later(at));
    }
    [row] = await pending();
    expect(row).toMatchObject({ attempts: 5, failedAt: expect.any(String) });
    expect(await drainOutbox(api.payload, later(at + 60 * 60_000))).toBe(0);
  });
});

describe('learning news in the notifications', () => {
  it('tells the member their project was reviewed and their certificate issued', async () => {
    const courseId = course[BIOSTATS]!;
    await setTwoQuestionAssessment(api, courseId);
    const project = await sendAs(api, amal.cookie, 'post', `/api/me/courses/${courseId}/project`)
      .field('title', 'Blood pressure re-analysis')
      .field('description', 'Mixed models with confidence intervals.')
      .attach('file', PDF_BYTES, 'project.pdf');
    expect(project.status).toBe(201);
    const changes = await sendAs(api, admin, 'patch', `/api/admin/project-submissions/${project.body.id}`).send({
      status: 'changes_requested',
      comment: 'Add the model diagnostics.',
    });
    expect(changes.status).toBe(200);
    const accepted = await sendAs(api, admin, 'patch', `/api/admin/project-submissions/${project.body.id}`).send({
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    const attempt = await sendAs(api, amal.cookie, 'post', `/api/me/courses/${courseId}/assessment/attempts`).send({
      answers: PASSING_ANSWERS,
    });
    expect(attempt.body.certificate).toMatchObject({ status: 'valid' });
    const list = (await api.request.get('/api/me/notifications').set('Cookie', amal.cookie)).body as {
      docs: { kind: string; title: string; href: string }[];
    };
    const learning = list.docs.filter((n) => n.kind === 'project_reviewed' || n.kind === 'certificate_issued');
    expect(learning.map((n) => [n.kind, n.title, n.href])).toEqual([
      ['certificate_issued', `Certificate issued: ${BIOSTATS}`, NOTIFICATION_PAGES.certificates],
      ['project_reviewed', `Project accepted: ${BIOSTATS}`, NOTIFICATION_PAGES.courseProject(courseId)],
      ['project_reviewed', `Changes requested: ${BIOSTATS}`, NOTIFICATION_PAGES.courseProject(courseId)],
    ]);
    // Learning news is on the dashboard only: no order mail comes of it.
    expect(await drainOutbox(api.payload, later(QUIET + 1_000))).toBe(0);
  });
});
