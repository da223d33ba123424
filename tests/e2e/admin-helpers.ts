import { expect, type Page } from '@playwright/test';

/** A section of the control panel: its h1 is its sidebar link's words unless said, and heads its document title. */
const section = (path: string, link: string, heading: string = link) => ({
  path,
  link,
  heading,
  title: `${heading} · Control panel · Manara Research`,
});

/** The control panel's sections: address, sidebar link, h1 and document title. */
export const ADMIN_SECTIONS = [
  { path: '/admin', link: 'Overview', heading: 'Control panel', title: 'Control panel · Manara Research' },
  section('/admin/courses', 'Courses'),
  section('/admin/portfolio', 'Portfolio'),
  section('/admin/moderation', 'Review moderation'),
  section('/admin/reviews', 'Reviews'),
  section('/admin/users', 'Users'),
  section('/admin/enrollments', 'Enrollments'),
  section('/admin/projects', 'Course projects'),
  section('/admin/service-requests', 'Service requests'),
  section('/admin/inbox', 'Inbox'),
];

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
