/**
 * The addresses of orders and notifications, apart from the rest of constants/orders.ts: the site's
 * route table (config/paths.ts) loads these with every page, the rest only with the pages that need it.
 */

/**
 * The member's workspace pages: the site routes `pattern` and `start`, the dashboard links
 * `href(id)`, and the server writes the same address into notifications and e-mails.
 */
export const ORDER_PAGE = {
  pattern: '/dashboard/requests/:id',
  start: '/dashboard/requests/new',
  href: (id: string) => `/dashboard/requests/${encodeURIComponent(id)}`,
} as const;

/**
 * Where the control panel opens an order: its Service requests section with the order's id in the
 * address (`param`), which the team's e-mails link to.
 */
export const ADMIN_ORDER_PAGE = {
  section: '/admin/service-requests',
  param: 'requestId',
  href: (id: string) => `/admin/service-requests?requestId=${encodeURIComponent(id)}`,
} as const;

/** The course page's project section (the site's anchor, the notifications' link). */
export const COURSE_PROJECT_ANCHOR = 'course-project';

/** Where a notification that is not about an order leads: the dashboard's certificates, a course's project. */
export const NOTIFICATION_PAGES = {
  certificates: '/dashboard#certificates-heading',
  courseProject: (courseId: string) => `/courses/${encodeURIComponent(courseId)}#${COURSE_PROJECT_ANCHOR}`,
} as const;
