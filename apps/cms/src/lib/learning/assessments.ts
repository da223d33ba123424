import {
  ASSESSMENT_ATTEMPT_BUDGET,
  CERTIFICATE_PASS_PERCENT,
  MESSAGES,
  type Assessment,
  type AssessmentAllowance,
  type AssessmentLimit,
  type AssessmentStanding,
} from '@manara/contracts';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { allowance, spendTogether, type Budget } from '../attempt-budget';
import { serializeInTransaction } from '../transaction-lock';
import { ASSESSMENT_ATTEMPTS_SLUG } from '../../collections/AssessmentAttempts';
import { isPublished } from '../../collections/drafts';
import { relationValue } from './records';

/*
 * A course's assessment as the server keeps it (the course's `assessment` group, which only editors
 * read through Payload's access) and its members' graded attempts. The answer key stays in here: the
 * routes hand out the questions without it and the grading's per-question right or wrong.
 */

export const ASSESSMENT_ATTEMPTS = ASSESSMENT_ATTEMPTS_SLUG as CollectionSlug;

interface StoredQuestion {
  id?: string | null;
  prompt: string;
  options?: { label: string }[] | null;
  /** 1-based, as the editor types it in /cms. */
  correctOption: number;
}

interface StoredCourse {
  id: number | string;
  title: string;
  assessment?: { passMark?: number | null; questions?: StoredQuestion[] | null } | null;
}

export interface CourseAssessment {
  courseId: string;
  courseTitle: string;
  passMark: number;
  questions: { id: string; prompt: string; options: string[]; correctIndex: number }[];
}

interface Learner {
  userId: string;
  courseId: string;
  /** A request whose transaction these reads should join. */
  req?: Partial<PayloadRequest>;
}

/**
 * The published course's assessment with its key, or null when no published course has this id.
 * Read as the system: the field's access keeps it from everyone but editors, and this is the one
 * place that decides what a member gets from it.
 */
export async function loadAssessment(
  payload: Payload,
  courseId: string,
  req?: Partial<PayloadRequest>,
): Promise<CourseAssessment | null> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [{ id: { equals: courseId } }, isPublished] },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true, assessment: true } as never,
    ...(req ? { req } : {}),
  });
  const course = docs[0] as unknown as StoredCourse | undefined;
  if (!course) return null;
  const questions = (course.assessment?.questions ?? []).map((q, index) => ({
    id: q.id ?? String(index + 1),
    prompt: q.prompt,
    options: (q.options ?? []).map((option) => option.label),
    correctIndex: q.correctOption - 1,
  }));
  return {
    courseId: String(course.id),
    courseTitle: course.title,
    passMark: course.assessment?.passMark ?? CERTIFICATE_PASS_PERCENT,
    questions,
  };
}

/** What a member sees before answering: the questions and their options, never the key. */
export function toAssessment(assessment: CourseAssessment): Assessment {
  return {
    courseId: assessment.courseId,
    passMark: assessment.passMark,
    questions: assessment.questions.map(({ id, prompt, options }) => ({ id, prompt, options })),
  };
}

export interface Graded {
  answers: number[];
  correct: number;
  total: number;
  /** Percent, rounded to a whole number. */
  score: number;
  passed: boolean;
  results: { questionId: string; correct: boolean }[];
}

/**
 * The sentence that says what is wrong with answers (the chosen option's 0-based index per question,
 * in order): a count that is not the question count, or an index that names no option of its
 * question. Undefined when they can be graded. Checked before an attempt is counted.
 */
export function answersProblem(assessment: CourseAssessment, answers: number[]): string | undefined {
  const { questions } = assessment;
  if (answers.length !== questions.length) return MESSAGES.answersCount;
  if (answers.some((answer, i) => answer < 0 || answer >= (questions[i]?.options.length ?? 0))) {
    return MESSAGES.answerOutOfRange;
  }
  return undefined;
}

/** Grades answers that `answersProblem` found nothing wrong with against the key. */
export function gradeAnswers(assessment: CourseAssessment, answers: number[]): Graded {
  const { questions, passMark } = assessment;
  const results = questions.map((q, i) => ({ questionId: q.id, correct: answers[i] === q.correctIndex }));
  const correct = results.filter((r) => r.correct).length;
  const total = questions.length;
  const score = Math.round((100 * correct) / total);
  return { answers, correct, total, score, passed: score >= passMark, results };
}

/** Stores a graded attempt for the member; the route has already decided who and what. */
export async function recordAttempt(payload: Payload, { userId, courseId, req }: Learner, graded: Graded) {
  await payload.create({
    collection: ASSESSMENT_ATTEMPTS,
    data: {
      user: relationValue(userId),
      course: relationValue(courseId),
      answers: graded.answers,
      correct: graded.correct,
      total: graded.total,
      score: graded.score,
      passed: graded.passed,
    } as never,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
}

const WINDOW_MS = ASSESSMENT_ATTEMPT_BUDGET.windowHours * 60 * 60 * 1000;

/** Attempts at one course's assessment per member, and at all of them per account (constants/learning.ts). */
const COURSE_BUDGET: Budget = {
  name: 'assessment-course',
  limit: ASSESSMENT_ATTEMPT_BUDGET.perCourse,
  windowMs: WINDOW_MS,
};
const ACCOUNT_BUDGET: Budget = {
  name: 'assessment-account',
  limit: ASSESSMENT_ATTEMPT_BUDGET.perAccount,
  windowMs: WINDOW_MS,
};

const courseKey = ({ userId, courseId }: Learner) => `${userId}:${courseId}`;

export type AttemptVerdict = { allowed: true } | { allowed: false; limit: AssessmentLimit; retryAfterS: number };

/**
 * Counts one attempt against the course's allowance and the account's, in the attempt store every
 * server shares, or refuses it with the allowance that is used up. The counts and the record run in
 * one transaction serialised per account (lib/transaction-lock.ts; SQLite runs one writer at a
 * time anyway), so parallel attempts are taken one after the other: exactly as many pass as there
 * are places, on one server or several.
 */
export async function spendAssessmentAttempt(payload: Payload, learner: Learner): Promise<AttemptVerdict> {
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    await serializeInTransaction(payload, req, `assessment-attempts:${learner.userId}`);
    const verdict = await spendTogether(
      payload,
      [
        { budget: COURSE_BUDGET, key: courseKey(learner) },
        { budget: ACCOUNT_BUDGET, key: learner.userId },
      ],
      req,
    );
    if (owns) await commitTransaction(req);
    if (verdict.allowed) return verdict;
    return { allowed: false, limit: verdict.refusedBy === 0 ? 'course' : 'account', retryAfterS: verdict.retryAfterS };
  } catch (err) {
    if (owns) await killTransaction(req);
    throw err;
  }
}

/** The attempts the member has left on this course now, and when the next opens if none is. */
export async function assessmentAllowance(payload: Payload, learner: Learner): Promise<AssessmentAllowance> {
  const [course, account] = await Promise.all([
    allowance(payload, COURSE_BUDGET, courseKey(learner)),
    allowance(payload, ACCOUNT_BUDGET, learner.userId),
  ]);
  const attemptsLeft = Math.min(course.left, account.left);
  if (attemptsLeft > 0) return { attemptsLeft, nextAttemptAt: null };
  // Both must free a place: the later of the two.
  const waitS = Math.max(course.retryAfterS ?? 0, account.retryAfterS ?? 0);
  return { attemptsLeft, nextAttemptAt: new Date(Date.now() + waitS * 1000).toISOString() };
}

/**
 * The member's standing on the course's assessment (the course page, the certificate's eligibility,
 * the control panel): attempts so far, the last and best scores, and whether the best one passes.
 */
export async function assessmentSummary(payload: Payload, learner: Learner): Promise<AssessmentStanding> {
  const { userId, courseId, req } = learner;
  const [assessment, attempts] = await Promise.all([
    loadAssessment(payload, courseId, req),
    payload.find({
      collection: ASSESSMENT_ATTEMPTS,
      where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
      // Newest first; two attempts in the same millisecond keep the order they were stored in.
      sort: ['-createdAt', '-id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { score: true } as never,
      ...(req ? { req } : {}),
    }),
  ]);
  const passMark = assessment?.passMark ?? CERTIFICATE_PASS_PERCENT;
  const scores = (attempts.docs as unknown as { score: number }[]).map((doc) => doc.score);
  const bestScore = scores.length ? Math.max(...scores) : null;
  return {
    passMark,
    questionCount: assessment?.questions.length ?? 0,
    attempts: scores.length,
    lastScore: scores[0] ?? null,
    bestScore,
    passed: bestScore !== null && bestScore >= passMark,
  };
}
