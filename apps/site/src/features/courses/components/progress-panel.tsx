import { FAILURE_TOASTS, PROGRESS, type Course } from '@manara/contracts';
import { Button, Card, CardContent, CardDescription, CardTitle, ProgressBar, Stack, toast } from '@manara/ui';
import { useCourseProgress } from '@/lib/course-progress';
import { useHydrated } from '@/lib/hydration';
import { failureToast, useSession } from '@/lib/session';
import { useMyCourse } from '../api/get-my-course';
import { accountProgress, useUpdateProgress } from '../api/update-progress';

function ProgressCard({
  progress,
  note,
  onComplete,
  onReset,
  busy,
}: {
  progress: number;
  note: string;
  onComplete: () => void;
  onReset: () => void;
  busy?: boolean;
}) {
  // At 100 % there is no lesson left to mark: the button says so by being unavailable.
  const complete = progress >= PROGRESS.max;
  return (
    <Card as="section" aria-labelledby="course-progress-heading" aria-busy={busy || undefined}>
      <CardTitle level={2} id="course-progress-heading">
        Your progress
      </CardTitle>
      <CardContent>
        <ProgressBar value={progress} label="Course progress" size="lg" />
        <CardDescription>
          {complete ? 'Every lesson is marked complete. Reset to take the course again.' : note}
        </CardDescription>
        <Stack direction="row" gap={3} wrap>
          <Button onClick={onComplete} disabled={complete || busy}>
            Mark lesson complete
          </Button>
          <Button variant="outline" onClick={onReset} disabled={busy}>
            Reset
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A visitor's progress, in this browser only. Before hydration nothing is read or written. */
function BrowserProgress({ courseId }: { courseId: string | null }) {
  const { progress, markLessonComplete, reset } = useCourseProgress(courseId);
  return (
    <ProgressCard
      progress={progress}
      note="Saved in this browser. Sign in to keep it on your account, on every device."
      onComplete={markLessonComplete}
      onReset={reset}
    />
  );
}

/** A member's progress, saved on their enrollment: it follows them to every device. */
function AccountProgress({ userId, courseId }: { userId: string; courseId: string }) {
  const learning = useMyCourse(userId, courseId);
  const update = useUpdateProgress(userId, courseId);
  const send = (action: 'complete' | 'reset') =>
    update.mutate({ action }, { onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.progressSave)) });
  return (
    <ProgressCard
      progress={accountProgress(learning.data, userId, courseId)}
      // Before the first step the figure is the dashboard's; the first lesson marked saves it.
      note={
        learning.data?.enrollment
          ? 'Saved on your account, so it follows you to every device.'
          : 'Mark a lesson complete to save it on your account, on every device.'
      }
      onComplete={() => send('complete')}
      onReset={() => send('reset')}
      busy={learning.isPending}
    />
  );
}

/**
 * The course's progress panel. The server's HTML and the render that hydrates it show the
 * visitor's card at 0 without touching storage: only once the browser knows who is here does a
 * visitor's panel read (and first write) this browser's value, so a member's page never leaves
 * a browser copy behind that a later sign-in would merge.
 */
export function ProgressPanel({ course }: { course: Course }) {
  const hydrated = useHydrated();
  const { user } = useSession();
  if (user) return <AccountProgress userId={user.id} courseId={course.id} />;
  return <BrowserProgress courseId={hydrated ? course.id : null} />;
}
