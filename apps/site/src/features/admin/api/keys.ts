/** Query keys of the control panel; everything admin lives under ['admin'] so sign-out drops it. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  courses: ['admin', 'courses'] as const,
  projects: ['admin', 'projects'] as const,
  reviews: ['admin', 'reviews'] as const,
  pendingReviews: ['admin', 'reviews', 'pending'] as const,
  users: ['admin', 'users'] as const,
  enrollments: ['admin', 'enrollments'] as const,
  projectSubmissions: ['admin', 'project-submissions'] as const,
  serviceRequests: ['admin', 'service-requests'] as const,
  leads: ['admin', 'leads'] as const,
};

/** Rows per page of the admin tables. */
export const ADMIN_PAGE_SIZE = 10;

/** ?limit=&page= of one page of an admin list, for `apiRoutes.x.href(...)`. */
export function pageParams(page: number, limit = ADMIN_PAGE_SIZE) {
  return { limit, page };
}
