/** Every route of the site, written once. */
export const paths = {
  home: '/',
  dataAnalysis: '/data-analysis',
  researchServices: '/research-services',
  courses: '/courses',
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  coursePattern: '/courses/:id',
  portfolio: '/portfolio',
  reviews: '/reviews',
  about: '/about',
  pricing: '/pricing',
  auth: '/auth',
  journalSelection: '/ai-tools/journal-selection',
  researchWriter: '/ai-tools/research-writer',
  workgroups: '/workgroups',
  contact: '/contact',
  dashboard: '/dashboard',
  admin: '/admin',
  /** The CMS for editors and admins: served by the server, outside this app's router. */
  cms: '/cms',
  /** The links of newsletter e-mails (contracts' NEWSLETTER_PAGES, which the server writes into mails). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
