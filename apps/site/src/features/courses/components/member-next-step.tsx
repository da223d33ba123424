import { FAILURE_TOASTS, PROGRESS, type CourseLearning, type CourseModule } from '@manara/contracts';
import { Button, ButtonLink, Card, CardContent, CardDescription, CardTitle, Stack, toast } from '@manara/ui';
import type { ReactNode } from 'react';
import { failureToast } from '@/lib/session';
import { accountProgress, useUpdateProgress } from '../api/update-progress';
import { moduleToContinue, type LearnerStage } from '../utils/learner-stage';
import { ASSESSMENT_ANCHOR } from './assessment-section';
import { PROJECT_ANCHOR } from './project-section';

export interface MemberNextStepProps {
  stage: LearnerStage;
  userId: string;
  courseId: string;
  learning: CourseLearning;
  modules: CourseModule[];
  /** Opens module `index` of the syllabus and moves there. */
  onContinue: (index: number) => void;
}

function StepCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" variant="subtle" aria-labelledby="next-step-heading" data-testid="next-step">
      <CardTitle level={2} id="next-step-heading">
        {title}
      </CardTitle>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** "Start the course": the member's enrollment begins at the page's first-load value, as a first visit shows it. */
function StartCourse({ userId, courseId }: { userId: string; courseId: string }) {
  const start = useUpdateProgress(userId, courseId);
  return (
    <StepCard title="Start the course">
      <CardDescription>
        Your progress, assessment results and project are kept on your account from the first lesson, on every device.
      </CardDescription>
      <div>
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate(
              { action: 'merge', progress: PROGRESS.firstLoad },
              { onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.progressSave)) },
            )
          }
        >
          Start the course
        </Button>
      </div>
    </StepCard>
  );
}

/** What the project step asks of a member who has passed the assessment. */
function projectStep(project: CourseLearning['project']): { text: string; action: string } {
  if (!project) {
    return {
      text: 'Apply the course to a question of your own and send it for review.',
      action: 'Submit your project',
    };
  }
  if (project.status === 'changes_requested') {
    return { text: 'Your tutor asked for changes: read the comment and send a new version.', action: 'See the review' };
  }
  return { text: 'A Manara tutor is reviewing your project, usually within a week.', action: 'See your project' };
}

/**
 * The one next thing on the course page for a member: start it, continue it (and the assessment),
 * or send the project once the assessment is passed. Nothing once certified (the certificate takes
 * this place).
 */
export function MemberNextStep({ stage, userId, courseId, learning, modules, onContinue }: MemberNextStepProps) {
  if (stage === 'not-started') return <StartCourse userId={userId} courseId={courseId} />;
  if (stage === 'in-progress') {
    const progress = accountProgress(learning, userId, courseId);
    const index = moduleToContinue(progress, modules.length);
    return (
      <StepCard title="Continue where you left off">
        <CardDescription>
          {progress}% complete. Next: Module {index + 1}, {modules[index]?.title}.
        </CardDescription>
        <Stack direction="row" gap={3} wrap>
          <Button onClick={() => onContinue(index)}>Continue: Module {index + 1}</Button>
          <ButtonLink href={`#${ASSESSMENT_ANCHOR}`} variant="outline">
            Go to the assessment
          </ButtonLink>
        </Stack>
      </StepCard>
    );
  }
  if (stage === 'passed') {
    const step = projectStep(learning.project);
    return (
      <StepCard title="Next: your course project">
        <CardDescription>
          You passed the assessment with {learning.assessment.bestScore}%. {step.text}
        </CardDescription>
        <div>
          <ButtonLink href={`#${PROJECT_ANCHOR}`}>{step.action}</ButtonLink>
        </div>
      </StepCard>
    );
  }
  return null;
}
