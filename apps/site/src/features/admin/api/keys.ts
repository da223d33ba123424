import type { QueryKey } from '@tanstack/react-query';
import { coursesQueryKey } from '@/lib/queries/get-courses';
import { portfolioQueryKey } from '@/lib/queries/get-portfolio';
import { reviewsQueryKey } from '@/lib/queries/get-reviews';

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

/**
 * What a change to each kind of record makes stale, written once for every save, delete and undo:
 * its admin list, the summary's counts, and the public list a visitor reads.
 */
export const staleAfter = {
  courses: [adminKeys.courses, adminKeys.summary, coursesQueryKey],
  projects: [adminKeys.projects, adminKeys.summary, portfolioQueryKey],
  reviews: [adminKeys.reviews, adminKeys.summary, reviewsQueryKey],
  users: [adminKeys.users, adminKeys.summary],
  serviceRequests: [adminKeys.serviceRequests, adminKeys.summary],
} satisfies Record<string, readonly QueryKey[]>;

/** Rows per page of the admin tables. */
export const ADMIN_PAGE_SIZE = 10;

/** ?limit=&page= of one page of an admin list, for `apiRoutes.x.href(...)`. */
export function pageParams(page: number, limit = ADMIN_PAGE_SIZE) {
  return { limit, page };
}
