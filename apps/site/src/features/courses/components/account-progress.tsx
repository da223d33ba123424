import { FAILURE_TOASTS } from '@manara/contracts';
import { toast } from '@manara/ui';
import { failureToast } from '@/lib/session';
import { useMyCourse } from '../api/get-my-course';
import { accountProgress, useUpdateProgress } from '../api/update-progress';
import { ACCOUNT_PROGRESS_NOTES, ProgressCard } from './progress-card';

/** A member's progress, saved on their enrollment: it follows them to every device. */
export function AccountProgress({ userId, courseId }: { userId: string; courseId: string }) {
  const learning = useMyCourse(userId, courseId);
  const update = useUpdateProgress(userId, courseId);
  const send = (action: 'complete' | 'reset') =>
    update.mutate({ action }, { onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.progressSave)) });
  return (
    <ProgressCard
      progress={accountProgress(learning.data, userId, courseId)}
      // Before the first step the figure is the dashboard's; the first lesson marked saves it.
      note={learning.data?.enrollment ? ACCOUNT_PROGRESS_NOTES.saved : ACCOUNT_PROGRESS_NOTES.unsaved}
      onComplete={() => send('complete')}
      onReset={() => send('reset')}
      busy={learning.isPending}
    />
  );
}
