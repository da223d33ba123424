import type { CourseLearning } from '@manara/contracts';

/**
 * Where a learner stands on a course, which decides what its page offers first:
 * - `visitor`: the preview and the price;
 * - `loading`: a member whose learning (or whether their dashboard shows the course) has not arrived yet;
 * - `not-started`: a member with no step on the course yet: start it;
 * - `in-progress`: continue, the progress and the assessment; also a course the member's dashboard
 *   already shows as active (`activeOnDashboard`), at the figure its card shows;
 * - `passed`: the assessment is passed: the course project is the next step;
 * - `certified`: the certificate, its verification and LinkedIn; nothing to enrol in or retake.
 */
export type LearnerStage = 'visitor' | 'loading' | 'not-started' | 'in-progress' | 'passed' | 'certified';

export function learnerStage(
  userId: string | null,
  learning: CourseLearning | undefined,
  activeOnDashboard: boolean | null = false,
): LearnerStage {
  if (userId === null) return 'visitor';
  if (!learning) return 'loading';
  if (learning.certificate) return 'certified';
  if (learning.assessment.passed) return 'passed';
  const started = learning.enrollment !== null || learning.assessment.attempts > 0 || learning.project !== null;
  if (started) return 'in-progress';
  // Not started on the account: wait for the dashboard's answer rather than offer Start, then Continue.
  if (activeOnDashboard === null) return 'loading';
  return activeOnDashboard ? 'in-progress' : 'not-started';
}

/** Before a member starts (or without an account), the page still sells the course: preview and price. */
export const isBeforeStart = (stage: LearnerStage) => stage === 'visitor' || stage === 'not-started';

/**
 * The module to continue with at a progress value: the four modules share the 0–100 range, so 40
 * (two lessons of five) is in the second. At 100 it is the last.
 */
export function moduleToContinue(progress: number, moduleCount: number): number {
  if (moduleCount <= 0) return 0;
  return Math.min(moduleCount - 1, Math.floor((progress / 100) * moduleCount));
}
