import {
  ASSESSMENT_ATTEMPT_BUDGET,
  assessmentLimitMessage,
  assessmentResultSchema,
  assessmentSchema,
  MESSAGES,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments as seededAssessments } from '../../apps/cms/src/seed/data/assessments';
import { createEditor, registerMember, sameOrigin, sendAs, type TestApi } from '../helpers/api';
import { GCP, type Member, startLearningSuite, SURVIVAL } from '../helpers/learning';

/**
 * Issue 14, assessments: a course's questions reach a signed-in reader without the answer key, the
 * server grades a member's answers, stores the attempt and keeps the best score; bad answers are
 * 4xx with the exact sentence, and no public read of a course carries the key.
 */
let api: TestApi;
let admin: string;
let editor: string;
let amal: Member;
let omar: Member;
let course: Record<string, string>;

/** The seeded key of a course as the API's 0-based option indexes. */
const keyOf = (title: string) => seededAssessments[title]!.map((q) => q.correct - 1);
/** A wrong index for each question (the option after the right one, wrapping). */
const wrongOf = (title: string) => seededAssessments[title]!.map((q) => q.correct % q.options.length);

const getAssessment = (cookie: string | undefined, courseId: string) => {
  const req = api.request.get(`/api/courses/${courseId}/assessment`);
  return cookie ? req.set('Cookie', cookie) : req;
};
const attempt = (cookie: string, courseId: string, body: unknown) =>
  sendAs(api, cookie, 'post', `/api/me/courses/${courseId}/assessment/attempts`).send(body as object);

async function attemptsOf(userId: string) {
  const { docs } = await api.payload.find({
    collection: 'assessment-attempts' as never,
    where: { user: { equals: userId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true, // test inspection
  });
  return docs as unknown as {
    course: number;
    answers: number[];
    correct: number;
    total: number;
    score: number;
    passed: boolean;
  }[];
}

/** The attempt allowances of everyone, as if a day had passed (they live in the shared attempt store). */
const aDayLater = () =>
  api.payload.db.deleteMany({ collection: 'rate-limit-hits', where: { bucket: { like: 'assessment-' } } });

/** Every key that appears anywhere in a JSON value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
  }
  return [];
}

beforeAll(async () => {
  ({ api, admin, amal, omar, course } = await startLearningSuite('assess.test'));
  editor = await createEditor(api, { email: 'assess-editor@clinic.test', name: 'Dana Editor' });
});
afterAll(async () => {
  await api?.close();
});

describe('the seeded assessments', () => {
  it('give every seeded course at least five questions of 3 or 4 options with one right answer', async () => {
    expect(Object.keys(course)).toHaveLength(12);
    for (const [title, id] of Object.entries(course)) {
      const res = await getAssessment(amal.cookie, id);
      expect(res.status, title).toBe(200);
      const assessment = assessmentSchema.strict().parse(res.body);
      expect(assessment.courseId).toBe(id);
      expect(assessment.passMark).toBe(80);
      expect(assessment.questions.length, title).toBeGreaterThanOrEqual(5);
      for (const q of assessment.questions) expect([3, 4], q.prompt).toContain(q.options.length);
      expect(new Set(assessment.questions.map((q) => q.id)).size).toBe(assessment.questions.length);
    }
  });
});

describe('GET /api/courses/:id/assessment', () => {
  it('answers 401 to a visitor with the usual sentence', async () => {
    const res = await getAssessment(undefined, course[SURVIVAL]!);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('sends the questions and option labels in order, never the answer key', async () => {
    const res = await getAssessment(amal.cookie, course[SURVIVAL]!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const seeded = seededAssessments[SURVIVAL]!;
    expect(res.body.questions.map((q: { prompt: string }) => q.prompt)).toEqual(seeded.map((q) => q.prompt));
    expect(res.body.questions.map((q: { options: string[] }) => q.options)).toEqual(seeded.map((q) => q.options));
    expect(new Set(keysIn(res.body))).toEqual(
      new Set(['courseId', 'passMark', 'questions', 'id', 'prompt', 'options']),
    );
    expect(res.text).not.toMatch(/correct/i);
  });

  it('answers 404 for an unknown course, an unpublished one, and a course without questions', async () => {
    for (const id of ['999999', '012']) {
      const res = await getAssessment(amal.cookie, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    }
    const bare = await api.payload.create({
      collection: 'courses',
      data: {
        title: 'Course without an assessment',
        category: 'Tests',
        level: 'Beginner',
        durationHrs: 1,
        rating: 4,
        price: 0,
      },
      overrideAccess: true,
    });
    const none = await getAssessment(amal.cookie, String(bare.id));
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: MESSAGES.assessmentMissing });
    const posted = await attempt(amal.cookie, String(bare.id), { answers: [] });
    expect(posted.status).toBe(404);
    expect(posted.body).toEqual({ error: MESSAGES.assessmentMissing });

    await api.payload.update({
      collection: 'courses',
      id: course[GCP]!,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    try {
      const hidden = await getAssessment(amal.cookie, course[GCP]!);
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ error: MESSAGES.courseNotFound });
      const posted = await attempt(amal.cookie, course[GCP]!, { answers: keyOf(GCP) });
      expect(posted.status).toBe(404);
    } finally {
      await api.payload.update({
        collection: 'courses',
        id: course[GCP]!,
        data: { _status: 'published' },
        overrideAccess: true,
      });
    }
  });
});

describe('public course reads', () => {
  it('never carry the assessment: the list, each course, and a preview', async () => {
    const list = await api.request.get('/api/courses');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(12);
    expect(keysIn(list.body)).not.toContain('assessment');
    expect(list.text).not.toMatch(/correctOption|passMark/);
    for (const id of Object.values(course)) {
      const one = await api.request.get(`/api/courses/${id}`);
      expect(one.status).toBe(200);
      expect(keysIn(one.body)).not.toContain('assessment');
      expect(one.text).not.toMatch(/correctOption|passMark/);
    }
    const preview = await api.request.get(`/api/courses/${course[SURVIVAL]}?preview=1`).set('Cookie', editor);
    expect(preview.status).toBe(200);
    expect(keysIn(preview.body)).not.toContain('assessment');
  });

  it('a read through the Local API as nobody in particular does not get it either (field access)', async () => {
    const doc = await api.payload.findByID({ collection: 'courses', id: course[SURVIVAL]!, overrideAccess: false });
    expect(doc).not.toHaveProperty('assessment');
  });

  it('editors read and change it in /cms, and a correct option beyond the options is refused', async () => {
    const read = await api.request.get(`/cms/api/courses/${course[GCP]}?depth=0`).set('Cookie', editor);
    expect(read.status).toBe(200);
    expect(read.body.assessment.questions).toHaveLength(seededAssessments[GCP]!.length);
    expect(read.body.assessment.questions[0].correctOption).toBe(seededAssessments[GCP]![0]!.correct);

    const bad = await sendAs(api, editor, 'patch', `/cms/api/courses/${course[GCP]}`).send({
      assessment: {
        passMark: 70,
        questions: [{ prompt: 'Which is right?', options: [{ label: 'A' }, { label: 'B' }], correctOption: 3 }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.correctOptionRange);

    const badMark = await sendAs(api, editor, 'patch', `/cms/api/courses/${course[GCP]}`).send({
      assessment: { passMark: 0 },
    });
    expect(badMark.status).toBe(400);
    expect(JSON.stringify(badMark.body)).toContain(MESSAGES.passMarkRange);

    // Unchanged by the refused saves.
    const after = await getAssessment(amal.cookie, course[GCP]!);
    expect(after.body.questions).toHaveLength(seededAssessments[GCP]!.length);
  });

  it('members never read the attempts through /cms, editors neither', async () => {
    const member = await api.request.get('/cms/api/assessment-attempts').set('Cookie', amal.cookie);
    expect(member.status).toBe(403);
    const asEditor = await api.request.get('/cms/api/assessment-attempts').set('Cookie', editor);
    expect(asEditor.status).toBe(403);
    const asAdmin = await api.request.get('/cms/api/assessment-attempts').set('Cookie', admin);
    expect(asAdmin.status).toBe(200);
  });
});

describe('POST /api/me/courses/:id/assessment/attempts', () => {
  it('answers 401 to a visitor and stores nothing', async () => {
    const res = await api.request
      .post(`/api/me/courses/${course[SURVIVAL]}/assessment/attempts`)
      .set(sameOrigin)
      .send({ answers: keyOf(SURVIVAL) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('grades a failed attempt, then a passed one, then keeps the best score after a worse one', async () => {
    const wrong = wrongOf(SURVIVAL);
    const right = keyOf(SURVIVAL);
    // Two right, three wrong: 40 percent.
    const failedAnswers = right.map((answer, i) => (i < 2 ? answer : wrong[i]!));
    const failed = await attempt(amal.cookie, course[SURVIVAL]!, { answers: failedAnswers });
    expect(failed.status).toBe(201);
    const first = assessmentResultSchema.strict().parse(failed.body);
    // How many were right, never which: the key cannot be read out of a failed attempt.
    expect(first).toEqual({
      score: 40,
      correct: 2,
      total: 5,
      passed: false,
      bestScore: 40,
      passMark: 80,
      attempts: 1,
      certificate: null,
      attemptsLeft: 2,
      nextAttemptAt: null,
    });

    const passed = await attempt(amal.cookie, course[SURVIVAL]!, { answers: right });
    expect(passed.status).toBe(201);
    expect(passed.body).toMatchObject({ score: 100, correct: 5, total: 5, passed: true, bestScore: 100, attempts: 2 });
    expect(passed.body.results.every((r: { correct: boolean }) => r.correct)).toBe(true);
    const questionIds = (await getAssessment(amal.cookie, course[SURVIVAL]!)).body.questions.map(
      (q: { id: string }) => q.id,
    );
    expect(passed.body.results.map((r: { questionId: string }) => r.questionId)).toEqual(questionIds);
    expect(new Set(keysIn(passed.body.results))).toEqual(new Set(['questionId', 'correct']));
    // The project is not accepted yet: no certificate.
    expect(passed.body.certificate).toBeNull();

    // Four right of five: 80 percent passes (the mark is inclusive), says which one was wrong, and
    // the best stays 100.
    const fourRight = right.map((answer, i) => (i === 4 ? wrong[i]! : answer));
    const again = await attempt(amal.cookie, course[SURVIVAL]!, { answers: fourRight });
    expect(again.body).toMatchObject({ score: 80, correct: 4, passed: true, bestScore: 100, attempts: 3 });
    expect(again.body.results.map((r: { correct: boolean }) => r.correct)).toEqual([true, true, true, true, false]);
    expect(again.body).toMatchObject({ attemptsLeft: 0 });
    await aDayLater();
    const worse = await attempt(amal.cookie, course[SURVIVAL]!, { answers: wrong });
    expect(worse.body).toMatchObject({ score: 0, correct: 0, passed: false, bestScore: 100, attempts: 4 });
    expect(worse.body.results).toBeUndefined();

    expect(await attemptsOf(amal.user.id)).toEqual([
      expect.objectContaining({ answers: failedAnswers, correct: 2, total: 5, score: 40, passed: false }),
      expect.objectContaining({ answers: right, correct: 5, total: 5, score: 100, passed: true }),
      expect.objectContaining({ answers: fourRight, correct: 4, total: 5, score: 80, passed: true }),
      expect.objectContaining({ answers: wrong, correct: 0, total: 5, score: 0, passed: false }),
    ]);
  });

  it("keeps each member's attempts and best score their own", async () => {
    const res = await attempt(omar.cookie, course[SURVIVAL]!, { answers: wrongOf(SURVIVAL), user: amal.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 0, bestScore: 0, attempts: 1 });
    expect(await attemptsOf(omar.user.id)).toHaveLength(1);
    expect(await attemptsOf(amal.user.id)).toHaveLength(4);

    const { assessmentSummary } = await import('../../apps/cms/src/lib/learning/assessments');
    expect(await assessmentSummary(api.payload, { userId: amal.user.id, courseId: course[SURVIVAL]! })).toEqual({
      passMark: 80,
      questionCount: 5,
      attempts: 4,
      lastScore: 0,
      bestScore: 100,
      passed: true,
    });
    expect(await assessmentSummary(api.payload, { userId: omar.user.id, courseId: course[GCP]! })).toEqual({
      passMark: 80,
      questionCount: 5,
      attempts: 0,
      lastScore: null,
      bestScore: null,
      passed: false,
    });
  });

  it('rounds the score to a whole percent and grades against the pass mark the editor set', async () => {
    const id = course[GCP]!;
    const questions = [0, 1, 2].map((n) => ({
      prompt: `Question ${n + 1}`,
      options: [{ label: 'Right' }, { label: 'Wrong' }, { label: 'Also wrong' }],
      correctOption: 1,
    }));
    await api.payload.update({
      collection: 'courses',
      id,
      data: { assessment: { passMark: 60, questions } } as never,
      overrideAccess: true,
    });
    const res = await attempt(omar.cookie, id, { answers: [0, 0, 2] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 67, correct: 2, total: 3, passed: true, passMark: 60 });
    const low = await attempt(omar.cookie, id, { answers: [0, 1, 2] });
    expect(low.body).toMatchObject({ score: 33, passed: false, bestScore: 67 });
  });

  it('an admin may take one too', async () => {
    const res = await attempt(admin, course[SURVIVAL]!, { answers: keyOf(SURVIVAL) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 100, attempts: 1 });
  });

  it('answers bad input with a 4xx and the exact sentence, and stores no attempt', async () => {
    const member = await registerMember(api, { email: 'bad-input@assess.test', password: 'member-secret' });
    const right = keyOf(SURVIVAL);
    const cases: [unknown, number, string][] = [
      [undefined, 400, MESSAGES.answersInvalid],
      [{}, 400, MESSAGES.answersInvalid],
      [{ answers: 'abcde' }, 400, MESSAGES.answersInvalid],
      [{ answers: [0, 1, 2, 1.5, 0] }, 400, MESSAGES.answersInvalid],
      [{ answers: ['0', 1, 2, 1, 0] }, 400, MESSAGES.answersInvalid],
      [{ answers: [0, 1, 2, null, 0] }, 400, MESSAGES.answersInvalid],
      [{ answers: right.slice(0, 4) }, 400, MESSAGES.answersCount],
      [{ answers: [...right, 0] }, 400, MESSAGES.answersCount],
      [{ answers: [] }, 400, MESSAGES.answersCount],
      [{ answers: Array.from({ length: 51 }, () => 0) }, 400, MESSAGES.answersCount],
      [{ answers: [...right.slice(0, 4), 4] }, 400, MESSAGES.answerOutOfRange],
      [{ answers: [...right.slice(0, 4), -1] }, 400, MESSAGES.answerOutOfRange],
      [{ answers: [...right.slice(0, 4), 1e9] }, 400, MESSAGES.answerOutOfRange],
    ];
    for (const [body, status, error] of cases) {
      const res = await attempt(member.cookie, course[SURVIVAL]!, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
    for (const id of ['999999', '012', 'x']) {
      const res = await attempt(member.cookie, id, { answers: right });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.courseNotFound });
    }
    expect(await attemptsOf(member.user.id)).toEqual([]);
  });
});

describe('how often a member may try', () => {
  const { perCourse, perAccount, windowHours } = ASSESSMENT_ATTEMPT_BUDGET;

  it(`allows ${perCourse} attempts per course in ${windowHours} hours, then 429 with the wait; other courses stay open`, async () => {
    await aDayLater();
    const member = await registerMember(api, { email: 'tries@assess.test', password: 'member-secret' });
    const wrong = wrongOf(SURVIVAL);
    for (let left = perCourse - 1; left >= 0; left -= 1) {
      const res = await attempt(member.cookie, course[SURVIVAL]!, { answers: wrong });
      expect(res.status).toBe(201);
      expect(res.body.attemptsLeft).toBe(left);
    }
    const last = await attempt(member.cookie, course[SURVIVAL]!, { answers: wrong });
    expect(last.status).toBe(429);
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowHours * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowHours * 3600);
    expect(last.body).toEqual({ error: assessmentLimitMessage('course', retryAfter) });
    expect(last.body.error).toBe(
      `You have used the ${perCourse} attempts this assessment allows in ${windowHours} hours. You can try again in about ${windowHours} hours.`,
    );
    // Even the right answers are not graded: the refused attempt is neither stored nor told.
    const right = await attempt(member.cookie, course[SURVIVAL]!, { answers: keyOf(SURVIVAL) });
    expect(right.status).toBe(429);
    expect(await attemptsOf(member.user.id)).toHaveLength(perCourse);

    const learning = await api.request.get(`/api/me/courses/${course[SURVIVAL]}`).set('Cookie', member.cookie);
    expect(learning.body.assessment).toMatchObject({ attempts: perCourse, attemptsLeft: 0 });
    const opens = Date.parse(learning.body.assessment.nextAttemptAt);
    expect(opens - Date.now()).toBeGreaterThan((windowHours * 3600 - 60) * 1000);

    const otherTitle = Object.keys(course).find((title) => title !== SURVIVAL && title !== GCP)!;
    const other = await attempt(member.cookie, course[otherTitle]!, { answers: wrongOf(otherTitle) });
    expect(other.status).toBe(201);
    expect(other.body.attemptsLeft).toBe(perCourse - 1);
  });

  it('lets exactly the allowance of attempts sent in parallel through', async () => {
    await aDayLater();
    const member = await registerMember(api, { email: 'parallel@assess.test', password: 'member-secret' });
    const answers = wrongOf(SURVIVAL);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt(member.cookie, course[SURVIVAL]!, { answers })),
    );
    const statuses = results.map((res) => res.status);
    expect(
      statuses.every((status) => status === 201 || status === 429),
      statuses.join(),
    ).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(perCourse);
    expect(await attemptsOf(member.user.id)).toHaveLength(perCourse);
  });

  it(`allows ${perAccount} attempts per account in ${windowHours} hours, across courses`, async () => {
    await aDayLater();
    const member = await registerMember(api, { email: 'everywhere@assess.test', password: 'member-secret' });
    const titles = Object.keys(course);
    let sent = 0;
    for (const title of titles) {
      for (let i = 0; i < perCourse && sent < perAccount; i += 1, sent += 1) {
        const res = await attempt(member.cookie, course[title]!, { answers: wrongOf(title) });
        expect(res.status, `${title} #${i + 1}`).toBe(201);
      }
    }
    // A course with attempts of its own left still refuses: the account's are used up.
    const fresh = titles.at(-1)!;
    const res = await attempt(member.cookie, course[fresh]!, { answers: wrongOf(fresh) });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(assessmentLimitMessage('account', Number(res.headers['retry-after'])));
    expect(await attemptsOf(member.user.id)).toHaveLength(perAccount);
    const learning = await api.request.get(`/api/me/courses/${course[fresh]}`).set('Cookie', member.cookie);
    expect(learning.body.assessment).toMatchObject({ attempts: 0, attemptsLeft: 0 });
  });
});

describe('deleting a course or a member', () => {
  it('keeps working when they have attempts: the attempts stay, counting for nobody', async () => {
    const member = await registerMember(api, { email: 'leaving@assess.test', password: 'member-secret' });
    const doomed = await api.payload.create({
      collection: 'courses',
      data: {
        title: 'Course that will be deleted',
        category: 'Tests',
        level: 'Beginner',
        durationHrs: 1,
        rating: 4,
        price: 0,
        assessment: {
          questions: [{ prompt: 'Only question', options: [{ label: 'Yes' }, { label: 'No' }], correctOption: 1 }],
        },
      } as never,
      overrideAccess: true,
    });
    expect((await attempt(member.cookie, String(doomed.id), { answers: [0] })).status).toBe(201);
    expect((await attempt(member.cookie, course[SURVIVAL]!, { answers: keyOf(SURVIVAL) })).status).toBe(201);

    const deleted = await sendAs(api, admin, 'delete', `/api/courses/${doomed.id}`);
    expect(deleted.status).toBe(204);
    const removed = await sendAs(api, admin, 'delete', `/cms/api/users/${member.user.id}`);
    expect(removed.status).toBe(200);
    const { totalDocs } = await api.payload.count({
      collection: 'assessment-attempts' as never,
      where: { user: { equals: member.user.id } },
      overrideAccess: true,
    });
    expect(totalDocs).toBe(0);
  });
});
