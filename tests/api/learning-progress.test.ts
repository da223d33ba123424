import { fallbackProgress, MESSAGES, myEnrollmentSchema, PROGRESS } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, sameOrigin, sendAs, type TestApi } from '../helpers/api';
import { BIOSTATS, GCP, type Member, PROTOCOL, startLearningSuite, SURVIVAL } from '../helpers/learning';

/**
 * Progress on the account: POST /api/me/courses/:id/progress keeps the course page's rules (+20
 * from the figure the member was shown, clamped at 100, Reset to 0, a browser's progress merged by
 * the higher value) on the session member's enrollment, and GET /api/me/enrollments lists it for the
 * dashboard.
 */
let api: TestApi;
let admin: string;
let amal: Member;
let omar: Member;
let course: Record<string, string>;

const progress = (cookie: string, courseId: string, body: unknown) =>
  sendAs(api, cookie, 'post', `/api/me/courses/${courseId}/progress`).send(body as object);
const complete = (cookie: string, courseId: string) => progress(cookie, courseId, { action: 'complete' });
const enrollments = (cookie: string) => api.request.get('/api/me/enrollments').set('Cookie', cookie);
/** What the first Mark lesson complete stores: a step from the member's derived 20–79, clamped. */
const firstStep = (userId: string, courseId: string) =>
  Math.min(PROGRESS.max, fallbackProgress(userId, courseId) + PROGRESS.step);

/** The stored enrollments of a member on a course, as the database has them. */
async function stored(userId: string, courseId: string) {
  const { docs } = await api.payload.find({
    collection: 'enrollments',
    where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
    depth: 0,
    overrideAccess: true, // test inspection
  });
  return docs.map((doc) => ({ status: doc.status, progress: doc.progress }));
}

beforeAll(async () => {
  ({ api, admin, amal, omar, course } = await startLearningSuite('progress.test'));
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/me/courses/:id/progress', () => {
  it('creates the enrollment on the first step, from the figure the member was shown, then adds 20 a step up to 100', async () => {
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toEqual([]);
    const shown = fallbackProgress(amal.user.id, course[BIOSTATS]!);
    expect(shown).toBeGreaterThanOrEqual(PROGRESS.fallbackMin);
    expect(shown).toBeLessThanOrEqual(PROGRESS.fallbackMax);
    const first = await complete(amal.cookie, course[BIOSTATS]!);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({
      enrollment: {
        id: expect.any(String),
        status: 'in_progress',
        progress: shown + PROGRESS.step,
        updatedAt: expect.any(String),
      },
    });
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toEqual([
      { status: 'in_progress', progress: shown + PROGRESS.step },
    ]);

    const steps = [];
    for (let i = 0; i < 4; i += 1) steps.push((await complete(amal.cookie, course[BIOSTATS]!)).body.enrollment);
    const expected = [2, 3, 4, 5].map((n) => Math.min(PROGRESS.max, shown + n * PROGRESS.step));
    expect(steps.map((e: { progress: number }) => e.progress)).toEqual(expected);
    expect(steps.map((e: { status: string }) => e.status)).toEqual(
      expected.map((value) => (value === PROGRESS.max ? 'completed' : 'in_progress')),
    );
    // Still the one enrollment, the one the first step created.
    expect(steps.every((e: { id: string }) => e.id === first.body.enrollment.id)).toBe(true);
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toEqual([{ status: 'completed', progress: 100 }]);
  });

  it('resets to 0 and reopens a completed enrollment', async () => {
    const res = await progress(amal.cookie, course[BIOSTATS]!, { action: 'reset' });
    expect(res.status).toBe(200);
    expect(res.body.enrollment).toMatchObject({ status: 'in_progress', progress: 0 });
    // The next step counts from the stored 0, not from the figure shown before any step.
    expect((await complete(amal.cookie, course[BIOSTATS]!)).body.enrollment.progress).toBe(20);
  });

  it('merges browser progress by the higher value, creating the enrollment only for more than 0', async () => {
    const none = await progress(amal.cookie, course[PROTOCOL]!, { action: 'merge', progress: 0 });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ enrollment: null });
    expect(await stored(amal.user.id, course[PROTOCOL]!)).toEqual([]);

    const created = await progress(amal.cookie, course[PROTOCOL]!, { action: 'merge', progress: 60 });
    expect(created.body.enrollment).toMatchObject({ status: 'in_progress', progress: 60 });
    const lower = await progress(amal.cookie, course[PROTOCOL]!, { action: 'merge', progress: 40 });
    expect(lower.body.enrollment).toMatchObject({ progress: 60 });
    const higher = await progress(amal.cookie, course[PROTOCOL]!, { action: 'merge', progress: 100 });
    expect(higher.body.enrollment).toMatchObject({ status: 'completed', progress: 100 });
    expect(await stored(amal.user.id, course[PROTOCOL]!)).toEqual([{ status: 'completed', progress: 100 }]);
  });

  it('a reset before any step saves the 0, so the page does not go back to the derived figure', async () => {
    const res = await progress(omar.cookie, course[GCP]!, { action: 'reset' });
    expect(res.status).toBe(200);
    expect(res.body.enrollment).toMatchObject({ status: 'in_progress', progress: 0 });
    expect(await stored(omar.user.id, course[GCP]!)).toEqual([{ status: 'in_progress', progress: 0 }]);
    // The next step counts from that 0.
    expect((await complete(omar.cookie, course[GCP]!)).body.enrollment.progress).toBe(20);
  });

  it('keeps a cancelled enrollment cancelled while its progress moves', async () => {
    const first = await complete(omar.cookie, course[SURVIVAL]!);
    const id = first.body.enrollment.id as string;
    const patch = await sendAs(api, admin, 'patch', `/api/admin/enrollments/${id}`).send({
      status: 'cancelled',
      progress: 80,
    });
    expect(patch.status).toBe(200);
    const res = await complete(omar.cookie, course[SURVIVAL]!);
    expect(res.body.enrollment).toMatchObject({ id, status: 'cancelled', progress: 100 });
    const reset = await progress(omar.cookie, course[SURVIVAL]!, { action: 'reset' });
    expect(reset.body.enrollment).toMatchObject({ id, status: 'cancelled', progress: 0 });
  });

  it('applies two devices pressing at once one after the other: no step is lost', async () => {
    const member = await registerMember(api, { email: 'twodevices@progress.test', password: 'member-secret' });
    await progress(member.cookie, course[GCP]!, { action: 'merge', progress: 20 });
    const [a, b] = await Promise.all([complete(member.cookie, course[GCP]!), complete(member.cookie, course[GCP]!)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.enrollment.progress, b.body.enrollment.progress].sort()).toEqual([40, 60]);
    expect(await stored(member.user.id, course[GCP]!)).toEqual([{ status: 'in_progress', progress: 60 }]);

    // Four at once from 0: every step counts, each answer saw its own.
    await progress(member.cookie, course[GCP]!, { action: 'reset' });
    const four = await Promise.all([1, 2, 3, 4].map(() => complete(member.cookie, course[GCP]!)));
    expect(four.map((r) => r.body.enrollment.progress as number).sort((x, y) => x - y)).toEqual([20, 40, 60, 80]);
    expect(await stored(member.user.id, course[GCP]!)).toEqual([{ status: 'in_progress', progress: 80 }]);

    // The same from inside the server, where nothing but the transaction orders the writers.
    const { applyProgress } = await import('../../apps/cms/src/lib/learning/progress');
    const eight = await Promise.all(
      Array.from({ length: 8 }, () =>
        applyProgress(api.payload, member.user.id, course[SURVIVAL]!, { action: 'complete' }),
      ),
    );
    const from = fallbackProgress(member.user.id, course[SURVIVAL]!);
    const eightSteps = Array.from({ length: 8 }, (_, n) => Math.min(PROGRESS.max, from + (n + 1) * PROGRESS.step));
    expect(eight.map((e) => e?.progress).sort((x, y) => x! - y!)).toEqual(eightSteps);
    expect(await stored(member.user.id, course[SURVIVAL]!)).toEqual([{ status: 'completed', progress: 100 }]);

    // And two first steps at once create one enrollment, not two.
    const [c, d] = await Promise.all([
      complete(member.cookie, course[PROTOCOL]!),
      complete(member.cookie, course[PROTOCOL]!),
    ]);
    expect(c.body.enrollment.id).toBe(d.body.enrollment.id);
    const twice = Math.min(PROGRESS.max, fallbackProgress(member.user.id, course[PROTOCOL]!) + 2 * PROGRESS.step);
    expect(await stored(member.user.id, course[PROTOCOL]!)).toEqual([
      { status: twice === PROGRESS.max ? 'completed' : 'in_progress', progress: twice },
    ]);
  });

  it('answers 401 to a visitor and writes nothing', async () => {
    const res = await api.request
      .post(`/api/me/courses/${course[GCP]}/progress`)
      .set(sameOrigin)
      .send({ action: 'complete' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('answers 404 for an unknown, non-canonical or unpublished course', async () => {
    for (const id of ['999999', '012', 'abc']) {
      const res = await complete(amal.cookie, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    }
    const draft = await api.payload.create({
      collection: 'courses',
      data: {
        title: 'Unpublished course',
        category: 'Drafts',
        level: 'Beginner',
        durationHrs: 2,
        price: 0,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    });
    const res = await complete(amal.cookie, String(draft.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    expect(await stored(amal.user.id, String(draft.id))).toEqual([]);
  });

  it('answers 400 with the exact sentence for a body that is not a progress action', async () => {
    const cases: [unknown, string][] = [
      [undefined, MESSAGES.progressActionInvalid],
      [{}, MESSAGES.progressActionInvalid],
      [{ action: 'finish' }, MESSAGES.progressActionInvalid],
      [[{ action: 'complete' }], MESSAGES.progressActionInvalid],
      [{ action: 'merge' }, MESSAGES.progressRange],
      [{ action: 'merge', progress: 101 }, MESSAGES.progressRange],
      [{ action: 'merge', progress: -1 }, MESSAGES.progressRange],
      [{ action: 'merge', progress: 50.5 }, MESSAGES.progressRange],
      [{ action: 'merge', progress: '60' }, MESSAGES.progressRange],
    ];
    for (const [body, error] of cases) {
      const res = await progress(omar.cookie, course[BIOSTATS]!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
    expect(await stored(omar.user.id, course[BIOSTATS]!)).toEqual([]);
  });
});

describe('GET /api/me/enrollments', () => {
  it('answers 401 without a session', async () => {
    const res = await api.request.get('/api/me/enrollments');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it("lists the member's own enrollments only, in progress first, then the most recently updated", async () => {
    const res = await enrollments(amal.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const docs = (res.body.docs as unknown[]).map((doc) => myEnrollmentSchema.strict().parse(doc));
    expect(docs.map((d) => [d.courseTitle, d.status, d.progress])).toEqual([
      [BIOSTATS, 'in_progress', 20],
      [PROTOCOL, 'completed', 100],
    ]);
    expect(docs[0]).toMatchObject({ courseId: course[BIOSTATS], category: 'Biostatistics', level: 'Beginner' });

    const omars = (await enrollments(omar.cookie)).body.docs as { courseTitle: string; status: string }[];
    expect(omars.map((d) => [d.courseTitle, d.status])).toEqual([
      [GCP, 'in_progress'],
      [SURVIVAL, 'cancelled'],
    ]);
  });

  it("never shows an admin everyone's enrollments, only their own", async () => {
    const res = await enrollments(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ docs: [] });
  });

  it('leaves out a course that is no longer published', async () => {
    await api.payload.update({
      collection: 'courses',
      id: course[PROTOCOL]!,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    try {
      const titles = ((await enrollments(amal.cookie)).body.docs as { courseTitle: string }[]).map(
        (d) => d.courseTitle,
      );
      expect(titles).toEqual([BIOSTATS]);
    } finally {
      await api.payload.update({
        collection: 'courses',
        id: course[PROTOCOL]!,
        data: { _status: 'published' },
        overrideAccess: true,
      });
    }
  });

  it('a member writes only their own progress: the same course for two members is two enrollments', async () => {
    await complete(omar.cookie, course[BIOSTATS]!);
    expect(await stored(omar.user.id, course[BIOSTATS]!)).toEqual([
      { status: 'in_progress', progress: firstStep(omar.user.id, course[BIOSTATS]!) },
    ]);
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toEqual([{ status: 'in_progress', progress: 20 }]);
    // A body naming another account is ignored: the member is the session's.
    await progress(omar.cookie, course[BIOSTATS]!, { action: 'reset', user: amal.user.id, userId: amal.user.id });
    expect(await stored(amal.user.id, course[BIOSTATS]!)).toEqual([{ status: 'in_progress', progress: 20 }]);
    expect(await stored(omar.user.id, course[BIOSTATS]!)).toEqual([{ status: 'in_progress', progress: 0 }]);
  });
});
