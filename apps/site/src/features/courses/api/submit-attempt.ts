import { apiRoutes, type AssessmentResult, type CourseLearning } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { learningKeys } from './keys';

/**
 * POST /api/me/courses/:id/assessment/attempts: graded on the server; the answer says how many were
 * right (which, once it passes) and the attempts left. Past the allowance it is a 429 with the wait.
 */
export function submitAttempt(courseId: string, answers: number[]): Promise<AssessmentResult> {
  return apiRequest<AssessmentResult>(apiRoutes.myAssessmentAttempts.href(courseId), {
    method: 'POST',
    body: { answers },
  });
}

/** The course page's summary after an attempt: the attempt's own numbers, and a certificate it issued. */
export function withAttempt(learning: CourseLearning, result: AssessmentResult): CourseLearning {
  return {
    ...learning,
    assessment: {
      ...learning.assessment,
      passMark: result.passMark,
      attempts: result.attempts,
      lastScore: result.score,
      bestScore: result.bestScore,
      passed: learning.assessment.passed || result.bestScore >= result.passMark,
      attemptsLeft: result.attemptsLeft,
      nextAttemptAt: result.nextAttemptAt,
    },
    certificate: result.certificate ?? learning.certificate,
  };
}

export function useSubmitAttempt(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  const queryKey = learningKeys.myCourse(userId, courseId);
  return useMutation({
    mutationFn: (answers: number[]) => submitAttempt(courseId, answers),
    onSuccess: (result) => {
      const current = queryClient.getQueryData<CourseLearning>(queryKey);
      if (current) queryClient.setQueryData(queryKey, withAttempt(current, result));
      void queryClient.invalidateQueries({ queryKey });
    },
    // A refusal (no attempts left, from another tab perhaps) changes what the page should offer.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
