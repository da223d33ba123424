/**
 * Query keys of a member's learning on one course. Everything personal lives under
 * ['me', userId], which sign-out removes and sign-in refreshes; the account is in the key, so
 * one member never sees another's answers after switching accounts.
 */
export const learningKeys = {
  /** GET /api/me/courses/:id */
  myCourse: (userId: string, courseId: string) => ['me', userId, 'courses', courseId] as const,
  /** GET /api/courses/:id/assessment: the questions, without the key, fetched when the member starts. */
  assessment: (userId: string, courseId: string) => ['me', userId, 'assessments', courseId] as const,
};
