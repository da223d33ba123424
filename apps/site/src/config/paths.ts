import { COURSE_PAGE } from '@manara/contracts/constants/learning';
import { SITE_PAGES } from '@manara/contracts/site-pages';

/**
 * Every route of the site: its pages as the contracts name them (the server links the same
 * addresses from e-mails, redirects and /cms), and a course's page by its id. The zod-free
 * subpaths keep this file, which every page and the build config load, free of the schemas.
 */
export const paths = {
  ...SITE_PAGES,
  course: COURSE_PAGE.href,
  coursePattern: COURSE_PAGE.pattern,
} as const;
