import { ASSESSMENT_ATTEMPT_BUDGET, type CourseLearning } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { isBeforeStart, learnerStage, moduleToContinue } from './learner-stage';

const fresh: CourseLearning = {
  courseId: 'c1',
  enrollment: null,
  assessment: {
    passMark: 80,
    questionCount: 5,
    attempts: 0,
    lastScore: null,
    bestScore: null,
    passed: false,
    attemptsLeft: ASSESSMENT_ATTEMPT_BUDGET.perCourse,
    nextAttemptAt: null,
  },
  project: null,
  certificate: null,
};
const enrollment = { id: 'e1', status: 'in_progress' as const, progress: 40, updatedAt: '2026-11-27T00:00:00Z' };

describe('learnerStage', () => {
  it('names each stage from the member and their learning', () => {
    expect(learnerStage(null, undefined)).toBe('visitor');
    expect(learnerStage('u1', undefined)).toBe('loading');
    expect(learnerStage('u1', fresh)).toBe('not-started');
    expect(learnerStage('u1', { ...fresh, enrollment })).toBe('in-progress');
    // A course the member's dashboard shows as active continues; until that is known, it is loading.
    expect(learnerStage('u1', fresh, true)).toBe('in-progress');
    expect(learnerStage('u1', fresh, null)).toBe('loading');
    expect(learnerStage('u1', { ...fresh, enrollment }, null)).toBe('in-progress');
    // An attempt or a project without a lesson marked is a start too.
    expect(
      learnerStage('u1', { ...fresh, assessment: { ...fresh.assessment, attempts: 1, lastScore: 40, bestScore: 40 } }),
    ).toBe('in-progress');
    const passed = {
      ...fresh,
      enrollment,
      assessment: { ...fresh.assessment, attempts: 2, bestScore: 100, passed: true },
    };
    expect(learnerStage('u1', passed)).toBe('passed');
    const certificate = {
      id: 'x1',
      code: 'MNR-7K4P-X9QD',
      courseId: 'c1',
      courseTitle: 'Survival analysis',
      issuedAt: '2026-11-27T00:00:00Z',
      status: 'valid' as const,
      pdfUrl: '/api/me/certificates/x1/pdf',
      verificationUrl: 'https://research.example/certificates/MNR-7K4P-X9QD',
      credentialUrl: '/api/certificates/MNR-7K4P-X9QD/credential',
    };
    expect(learnerStage('u1', { ...passed, certificate })).toBe('certified');
  });

  it('keeps the preview and the price for visitors and members who have not started', () => {
    expect(['visitor', 'not-started'].every((stage) => isBeforeStart(stage as never))).toBe(true);
    expect(['loading', 'in-progress', 'passed', 'certified'].some((stage) => isBeforeStart(stage as never))).toBe(
      false,
    );
  });
});

describe('moduleToContinue', () => {
  it('spreads the four modules over the progress range', () => {
    expect([0, 20, 40, 60, 80, 100].map((progress) => moduleToContinue(progress, 4))).toEqual([0, 0, 1, 2, 3, 3]);
    expect(moduleToContinue(50, 0)).toBe(0);
  });
});
