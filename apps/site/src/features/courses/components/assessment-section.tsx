import { ASSESSMENT_ATTEMPT_BUDGET, CERTIFICATE_PASS_PERCENT } from '@manara/contracts';
import { LearningSection, type CourseLearningProps } from './learning-section';
import { memberPanels } from './member-panels-on-demand';

export const ASSESSMENT_ANCHOR = 'assessment';

/**
 * The course's assessment. A visitor reads what it is and signs in to take it; a member sees the
 * pass mark, attempts, last and best score, and takes it here (graded on the server).
 */
export function AssessmentSection({ userId, courseId, learning }: CourseLearningProps) {
  const questionCount = learning?.assessment.questionCount;
  return (
    <LearningSection
      anchor={ASSESSMENT_ANCHOR}
      headingId="assessment-heading"
      title="Assessment"
      lead={
        <>
          {questionCount
            ? `${questionCount} multiple-choice questions in one form, `
            : 'Multiple-choice questions in one form, '}
          graded as soon as you submit. You may retake it, up to {ASSESSMENT_ATTEMPT_BUDGET.perCourse} times in any{' '}
          {ASSESSMENT_ATTEMPT_BUDGET.windowHours} hours; your best score counts, and{' '}
          {learning?.assessment.passMark ?? CERTIFICATE_PASS_PERCENT}% passes.
        </>
      }
      signInLabel="Sign in to take the assessment"
      userId={userId}
      learning={learning}
      member={(memberId, { assessment }) => (
        <memberPanels.MemberAssessment userId={memberId} courseId={courseId} summary={assessment} />
      )}
    />
  );
}
