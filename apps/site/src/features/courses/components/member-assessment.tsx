import {
  attemptsLeftMessage,
  FAILURE_TOASTS,
  SUCCESS_TOASTS,
  type AssessmentResult as Result,
  type CourseLearning,
} from '@manara/contracts';
import { Button, Lead, Skeleton, Stack, toast } from '@manara/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AssessmentForm } from '@/components/assessment-form';
import { AssessmentResult, secondsUntil } from '@/components/assessment-result';
import { AssessmentSummary } from '@/components/assessment-summary';
import { failureToast } from '@/lib/session';
import { useAssessment } from '../api/get-assessment';
import { useSubmitAttempt } from '../api/submit-attempt';

type Stage = 'summary' | 'taking' | 'result';

/** The member's assessment: the summary, then the form once they start, then the graded result. */
export function MemberAssessment({
  userId,
  courseId,
  summary,
}: {
  userId: string;
  courseId: string;
  summary: CourseLearning['assessment'];
}) {
  const [stage, setStage] = useState<Stage>('summary');
  const [result, setResult] = useState<Result | null>(null);
  // The questions are asked for only when the member starts: never in the page's HTML or cache before.
  const questions = useAssessment(userId, courseId, stage !== 'summary');
  const submit = useSubmitAttempt(userId, courseId);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const prompts = useMemo(
    () => Object.fromEntries((questions.data?.questions ?? []).map((q) => [q.id, q.prompt])),
    [questions.data],
  );

  useEffect(() => {
    if (stage === 'result') resultHeading.current?.focus();
  }, [stage]);
  const onSubmit = (answers: number[]) =>
    submit.mutate(answers, {
      onSuccess: (graded) => {
        setResult(graded);
        setStage('result');
        if (graded.certificate && !summary.passed) toast.success(SUCCESS_TOASTS.certificateIssued);
      },
      onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.assessmentSubmit)),
    });

  if (summary.questionCount === 0)
    return <Lead size="md">The assessment for this course is being written. Check back soon.</Lead>;

  return (
    <>
      <AssessmentSummary standing={summary} />
      {stage === 'summary' && summary.attemptsLeft > 0 ? (
        <div>
          <Button onClick={() => setStage('taking')}>
            {summary.attempts > 0 ? 'Retake the assessment' : 'Start the assessment'}
          </Button>
        </div>
      ) : null}
      {stage === 'summary' && summary.attempts > 0 ? (
        <Lead size="md">{attemptsLeftMessage(summary.attemptsLeft, secondsUntil(summary.nextAttemptAt))}</Lead>
      ) : null}
      {stage === 'taking' && questions.isPending ? (
        <Stack gap={3} aria-busy="true" aria-label="Loading the questions">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </Stack>
      ) : null}
      {stage === 'taking' && questions.isError ? (
        <Stack gap={3} align="flex-start">
          <p role="alert">{failureToast(questions.error, FAILURE_TOASTS.assessmentLoad).message}</p>
          <Button variant="outline" onClick={() => void questions.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {stage === 'taking' && questions.data ? (
        <AssessmentForm
          // A new form per attempt: a retake starts with no option chosen.
          key={summary.attempts}
          questions={questions.data.questions}
          onSubmit={onSubmit}
          submitting={submit.isPending}
          onCancel={() => setStage('summary')}
        />
      ) : null}
      {stage === 'result' && result ? (
        <AssessmentResult
          result={result}
          prompts={prompts}
          headingRef={resultHeading}
          onRetake={() => setStage('taking')}
        />
      ) : null}
    </>
  );
}
