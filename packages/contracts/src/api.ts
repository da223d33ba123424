/** Paths of the JSON /api contract, shared by the site's client and the server's router. */
export const API_BASE = '/api';

export const apiPaths = {
  health: '/health',
  site: '/site',
  register: '/auth/register',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  services: '/services',
  courses: '/courses',
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  portfolio: '/portfolio',
  projects: '/projects',
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  reviews: '/reviews',
  review: (id: string) => `/reviews/${encodeURIComponent(id)}`,
  reviewStatus: (id: string) => `/reviews/${encodeURIComponent(id)}/status`,
  adminReviews: '/admin/reviews',
  adminSummary: '/admin/summary',
  adminUsers: '/admin/users',
  adminEnrollments: '/admin/enrollments',
  adminEnrollment: (id: string) => `/admin/enrollments/${encodeURIComponent(id)}`,
  adminServiceRequests: '/admin/service-requests',
  adminServiceRequest: (id: string) => `/admin/service-requests/${encodeURIComponent(id)}`,
} as const;

/** Header that carries the total of a paginated admin list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
