import { expect, type Page } from '@playwright/test';

/** The control panel's sections: address, sidebar link, h1 and document title. */
export const ADMIN_SECTIONS = [
  { path: '/admin', link: 'Overview', heading: 'Control panel', title: 'Control panel · Manara Research' },
  { path: '/admin/courses', link: 'Courses', heading: 'Courses', title: 'Courses · Control panel · Manara Research' },
  {
    path: '/admin/portfolio',
    link: 'Portfolio',
    heading: 'Portfolio',
    title: 'Portfolio · Control panel · Manara Research',
  },
  {
    path: '/admin/moderation',
    link: 'Review moderation',
    heading: 'Review moderation',
    title: 'Review moderation · Control panel · Manara Research',
  },
  { path: '/admin/reviews', link: 'Reviews', heading: 'Reviews', title: 'Reviews · Control panel · Manara Research' },
  { path: '/admin/users', link: 'Users', heading: 'Users', title: 'Users · Control panel · Manara Research' },
  {
    path: '/admin/enrollments',
    link: 'Enrollments',
    heading: 'Enrollments',
    title: 'Enrollments · Control panel · Manara Research',
  },
  {
    path: '/admin/projects',
    link: 'Course projects',
    heading: 'Course projects',
    title: 'Course projects · Control panel · Manara Research',
  },
  {
    path: '/admin/service-requests',
    link: 'Service requests',
    heading: 'Service requests',
    title: 'Service requests · Control panel · Manara Research',
  },
  { path: '/admin/inbox', link: 'Inbox', heading: 'Inbox', title: 'Inbox · Control panel · Manara Research' },
] as const;

/** Opens an admin address and waits for its h1. */
export async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  // The session check and the lazy route can take a while on a busy two-core machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

export const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Control panel' });
/** A section's link; its name may end with the section's count ("Courses 12"). */
export const sectionLink = (page: Page, name: string) =>
  sectionsNav(page).getByRole('link', { name: new RegExp(`^${name}( \\d+)?$`) });
