/**
 * Every route of the JSON /api contract (docs/api.md), written once: the server registers
 * `pattern` on its /api router and the site requests `href(...)`. Both are relative to API_BASE.
 */
export const API_BASE = '/api';

/** Query parameters of a request; undefined ones are left out. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

function withQuery(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A route without parameters in its path: the href is the pattern, with an optional query. */
function fixed<const P extends string>(pattern: P) {
  return { pattern, href: (query?: ApiQuery) => withQuery(pattern, query) };
}

/** A route naming one record by `:id`: the href puts the id in its place, encoded. */
function byId<const P extends `${string}:id${string}`>(pattern: P) {
  return {
    pattern,
    href: (id: string, query?: ApiQuery) => withQuery(pattern.replace(':id', encodeURIComponent(id)), query),
  };
}

/** A route naming a certificate by its public verification `:code`: the href puts the code in its place, encoded. */
function byCode<const P extends `${string}:code${string}`>(pattern: P) {
  return {
    pattern,
    href: (code: string, query?: ApiQuery) => withQuery(pattern.replace(':code', encodeURIComponent(code)), query),
  };
}

/** A route naming a page of the site by its `:slug` (PAGE_SLUGS): the href puts the slug in its place, encoded. */
function bySlug<const P extends `${string}:slug${string}`>(pattern: P) {
  return {
    pattern,
    href: (slug: string, query?: ApiQuery) => withQuery(pattern.replace(':slug', encodeURIComponent(slug)), query),
  };
}

export const apiRoutes = {
  health: fixed('/health'),
  ready: fixed('/ready'),
  site: fixed('/site'),
  page: bySlug('/pages/:slug'),
  register: fixed('/auth/register'),
  login: fixed('/auth/login'),
  logout: fixed('/auth/logout'),
  me: fixed('/auth/me'),
  forgotPassword: fixed('/auth/forgot-password'),
  resetPassword: fixed('/auth/reset-password'),
  services: fixed('/services'),
  courses: fixed('/courses'),
  courseFilters: fixed('/courses/filters'),
  course: byId('/courses/:id'),
  portfolio: fixed('/portfolio'),
  portfolioFilters: fixed('/portfolio/filters'),
  journals: fixed('/journals'),
  projects: fixed('/projects'),
  project: byId('/projects/:id'),
  reviews: fixed('/reviews'),
  reviewSummary: fixed('/reviews/summary'),
  review: byId('/reviews/:id'),
  reviewStatus: byId('/reviews/:id/status'),
  reviewRestore: byId('/reviews/:id/restore'),
  adminReviews: fixed('/admin/reviews'),
  adminSummary: fixed('/admin/summary'),
  adminUsers: fixed('/admin/users'),
  adminEnrollments: fixed('/admin/enrollments'),
  adminEnrollment: byId('/admin/enrollments/:id'),
  adminServiceRequests: fixed('/admin/service-requests'),
  adminServiceRequest: byId('/admin/service-requests/:id'),
  adminLeads: fixed('/admin/leads'),
  adminLead: byId('/admin/leads/:id'),
  adminLeadsCsv: fixed('/admin/leads.csv'),
  adminSubscribersCsv: fixed('/admin/subscribers.csv'),
  myServiceRequests: fixed('/me/service-requests'),
  // Orders (docs/api.md "Orders"): a service request's workspace, for its member and for the team.
  myServiceRequest: byId('/me/service-requests/:id'),
  myServiceRequestMessages: byId('/me/service-requests/:id/messages'),
  myServiceRequestFiles: byId('/me/service-requests/:id/files'),
  myServiceRequestRead: byId('/me/service-requests/:id/read'),
  requestFile: byId('/request-files/:id'),
  adminServiceRequestMessages: byId('/admin/service-requests/:id/messages'),
  adminServiceRequestFiles: byId('/admin/service-requests/:id/files'),
  adminServiceRequestRead: byId('/admin/service-requests/:id/read'),
  adminTeam: fixed('/admin/team'),
  myNotifications: fixed('/me/notifications'),
  myNotificationsRead: fixed('/me/notifications/read'),
  // Learning (docs/api.md "Learning"): progress, assessments, projects and certificates.
  myEnrollments: fixed('/me/enrollments'),
  myCourse: byId('/me/courses/:id'),
  myCourseProgress: byId('/me/courses/:id/progress'),
  courseAssessment: byId('/courses/:id/assessment'),
  myAssessmentAttempts: byId('/me/courses/:id/assessment/attempts'),
  myCourseProject: byId('/me/courses/:id/project'),
  projectSubmissionFile: byId('/project-submissions/:id/file'),
  myCertificates: fixed('/me/certificates'),
  myCertificatePdf: byId('/me/certificates/:id/pdf'),
  certificate: byCode('/certificates/:code'),
  certificateCredential: byCode('/certificates/:code/credential'),
  credentialRevocations: fixed('/credentials/revocations'),
  adminProjectSubmissions: fixed('/admin/project-submissions'),
  adminProjectSubmission: byId('/admin/project-submissions/:id'),
  adminCertificate: byId('/admin/certificates/:id'),
  contact: fixed('/contact'),
  newsletter: fixed('/newsletter'),
  newsletterConfirm: fixed('/newsletter/confirm'),
  newsletterUnsubscribe: fixed('/newsletter/unsubscribe'),
  quotes: fixed('/quotes'),
  scopeRequests: fixed('/scope-requests'),
  planChoices: fixed('/plan-choices'),
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
