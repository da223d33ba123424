import type { PageSlug } from './schemas/pages';

/**
 * The site's pages, written once: the site routes them (apps/site/src/config/paths.ts), the server
 * links them from e-mails and redirects, /cms previews them and the screenshots take them. Without
 * zod or any other import at run time: the site's route table and its build config load this file.
 * A course's, a certificate's and an order's pages, named by an id or a code, are with their domain
 * (constants/learning.ts, constants/order-pages.ts).
 */

/** The pages that newsletter e-mails link to, each with `?token=…`. */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The page that password-reset e-mails link to, with `?token=…`: it sets the new password. */
export const PASSWORD_RESET_PAGE = '/reset-password';

/** The signed-in pages of the site: the member's dashboard and the admins' control panel. */
export const ACCOUNT_PAGES = { dashboard: '/dashboard', admin: '/admin' } as const;

/** Every page of the site with a fixed address, by name. */
export const SITE_PAGES = {
  home: '/',
  dataAnalysis: '/data-analysis',
  researchServices: '/research-services',
  courses: '/courses',
  portfolio: '/portfolio',
  reviews: '/reviews',
  about: '/about',
  pricing: '/pricing',
  auth: '/auth',
  /** Asks for a password-reset link by e-mail (the sign-in form's "Forgot password?"). */
  forgotPassword: '/forgot-password',
  resetPassword: PASSWORD_RESET_PAGE,
  journalSelection: '/ai-tools/journal-selection',
  researchWriter: '/ai-tools/research-writer',
  workgroups: '/workgroups',
  contact: '/contact',
  /** Where a sign-in lands: the server redirects a form post to these too. */
  dashboard: ACCOUNT_PAGES.dashboard,
  admin: ACCOUNT_PAGES.admin,
  /** The CMS for editors and admins: served by the server, outside the site's router. */
  cms: '/cms',
  newsletterConfirm: NEWSLETTER_PAGES.confirm,
  newsletterUnsubscribe: NEWSLETTER_PAGES.unsubscribe,
} as const;

/** The page that shows each page whose copy is edited in /cms (PAGE_SLUGS): /cms previews it there. */
export const CMS_PAGE_PATHS = {
  home: SITE_PAGES.home,
  about: SITE_PAGES.about,
  contact: SITE_PAGES.contact,
  workgroups: SITE_PAGES.workgroups,
  'data-analysis': SITE_PAGES.dataAnalysis,
  'research-services': SITE_PAGES.researchServices,
  pricing: SITE_PAGES.pricing,
  courses: SITE_PAGES.courses,
  portfolio: SITE_PAGES.portfolio,
  reviews: SITE_PAGES.reviews,
  'journal-selection': SITE_PAGES.journalSelection,
  'research-writer': SITE_PAGES.researchWriter,
} as const satisfies Record<PageSlug, string>;
