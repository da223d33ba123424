import type { Course } from '@manara/contracts';
import { Suspense } from 'react';
import { useCourseProgress } from '@/lib/course-progress';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { accountProgress } from '../api/update-progress';
import { memberPanels } from './member-panels-on-demand';
import { ACCOUNT_PROGRESS_NOTES, ProgressCard } from './progress-card';

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

const nothing = () => undefined;

/** A member's card while its module loads, as it shows while their learning loads: the first figure, busy. */
function PendingAccountProgress({ userId, courseId }: { userId: string; courseId: string }) {
  return (
    <ProgressCard
      progress={accountProgress(undefined, userId, courseId)}
      note={ACCOUNT_PROGRESS_NOTES.unsaved}
      onComplete={nothing}
      onReset={nothing}
      busy
    />
  );
}

/**
 * The course's progress panel. The server's HTML and the render that hydrates it show the
 * visitor's card at 0 without touching storage: only once the browser knows who is here does a
 * visitor's panel read (and first write) this browser's value, so a member's page never leaves
 * a browser copy behind that a later sign-in would merge. A member's card (account-progress.tsx)
 * is fetched on demand.
 */
export function ProgressPanel({ course }: { course: Course }) {
  const hydrated = useHydrated();
  const { user } = useSession();
  if (user)
    return (
      <Suspense fallback={<PendingAccountProgress userId={user.id} courseId={course.id} />}>
        <memberPanels.AccountProgress userId={user.id} courseId={course.id} />
      </Suspense>
    );
  return <BrowserProgress courseId={hydrated ? course.id : null} />;
}
