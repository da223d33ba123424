import { Router } from 'express';
import {
  apiRoutes,
  assessmentAnswersSchema,
  assessmentLimitMessage,
  MESSAGES,
  type AssessmentResult,
} from '@manara/contracts';
import type { Payload } from 'payload';
import {
  answersProblem,
  assessmentAllowance,
  assessmentSummary,
  gradeAnswers,
  loadAssessment,
  recordAttempt,
  spendAssessmentAttempt,
  toAssessment,
  type CourseAssessment,
} from '../../lib/learning/assessments';
import { issueCertificateIfEligible } from '../../lib/learning/certificates';
import { currentUser, requireSession } from '../middleware/session';
import { ApiError } from './errors';
import { parseWith, pathId } from './validate';

/** The published course's assessment with at least one question, or the 404 that says which is missing. */
async function requireAssessment(payload: Payload, courseId: string): Promise<CourseAssessment> {
  const assessment = await loadAssessment(payload, courseId);
  if (!assessment) throw new ApiError(404, MESSAGES.courseNotFound);
  if (!assessment.questions.length) throw new ApiError(404, MESSAGES.assessmentMissing);
  return assessment;
}

/**
 * Assessments (docs/api.md "Learning"): a signed-in reader gets the questions without the key; a
 * member's answers are graded here, stored, and may issue the course's certificate.
 */
export function assessmentRoutes(payload: Payload): Router {
  const router = Router();
  const session = requireSession(payload);

  router.get(apiRoutes.courseAssessment.pattern, session, async (req, res) => {
    const assessment = await requireAssessment(payload, pathId(req, MESSAGES.courseNotFound));
    res.json(toAssessment(assessment));
  });

  router.post(apiRoutes.myAssessmentAttempts.pattern, session, async (req, res) => {
    const courseId = pathId(req, MESSAGES.courseNotFound);
    const { answers } = parseWith(assessmentAnswersSchema, req.body);
    const assessment = await requireAssessment(payload, courseId);
    // Answers that cannot be graded are refused before they cost an attempt.
    const problem = answersProblem(assessment, answers);
    if (problem) throw new ApiError(400, problem, { answers: problem });

    const learner = { userId: String(currentUser(req).id), courseId: assessment.courseId };
    const verdict = await spendAssessmentAttempt(payload, learner);
    if (!verdict.allowed) {
      throw new ApiError(429, assessmentLimitMessage(verdict.limit, verdict.retryAfterS), undefined, {
        'Retry-After': String(verdict.retryAfterS),
      });
    }
    const graded = gradeAnswers(assessment, answers);
    await recordAttempt(payload, learner, graded);
    const [summary, allowance] = await Promise.all([
      assessmentSummary(payload, learner),
      assessmentAllowance(payload, learner),
    ]);
    const certificate = await issueCertificateIfEligible(payload, learner);
    const result: AssessmentResult = {
      score: graded.score,
      correct: graded.correct,
      total: graded.total,
      passed: graded.passed,
      bestScore: summary.bestScore ?? graded.score,
      passMark: assessment.passMark,
      attempts: summary.attempts,
      // Which answers were wrong only with a pass: before it, the count alone (the key stays unread).
      ...(graded.passed ? { results: graded.results } : {}),
      certificate,
      ...allowance,
    };
    res.status(201).json(result);
  });

  return router;
}
