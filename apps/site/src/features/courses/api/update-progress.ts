import { fallbackProgress, PROGRESS, type CourseLearning, type ProgressAction } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clampProgress, sendProgress } from '@/lib/course-progress';
import { learningKeys } from './keys';

type Enrollment = NonNullable<CourseLearning['enrollment']>;

/**
 * What the page shows a member: the progress on their account, or before their first step the 20–79
 * their dashboard showed for this course (the server counts the first step from it too).
 */
export function accountProgress(learning: CourseLearning | undefined, userId: string, courseId: string): number {
  return learning?.enrollment ? learning.enrollment.progress : fallbackProgress(userId, courseId);
}

/** What the server will answer, shown at once: +20 from the shown value (clamped), or 0. */
export function expectedProgress(current: number, action: ProgressAction): number {
  if (action.action === 'reset') return PROGRESS.min;
  if (action.action === 'merge') return Math.max(current, action.progress);
  return clampProgress(current + PROGRESS.step);
}

/**
 * Mark lesson complete and Reset for a member: the bar moves at once, then shows the server's
 * answer; on an error it goes back to what it was and the caller's toast says why.
 */
export function useUpdateProgress(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  const queryKey = learningKeys.myCourse(userId, courseId);
  return useMutation({
    // The route answers `{ enrollment }`: the enrollment it saved.
    mutationFn: (action: ProgressAction) => sendProgress(courseId, action) as Promise<{ enrollment: Enrollment }>,
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CourseLearning>(queryKey);
      if (previous) {
        const progress = expectedProgress(accountProgress(previous, userId, courseId), action);
        const enrollment: Enrollment = previous.enrollment
          ? { ...previous.enrollment, progress }
          : { id: '', status: 'in_progress', progress, updatedAt: new Date().toISOString() };
        queryClient.setQueryData<CourseLearning>(queryKey, { ...previous, enrollment });
      }
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ enrollment }) => {
      const current = queryClient.getQueryData<CourseLearning>(queryKey);
      if (current) queryClient.setQueryData<CourseLearning>(queryKey, { ...current, enrollment });
    },
  });
}
