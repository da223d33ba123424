import { type Page } from '@playwright/test';
import { COURSE_EDITED_IN_CMS, createEditor, publishInCms, seededCourse, signInToCms } from './cms-helpers';
import { expect, test } from './test';
import { E2E_BASE_URL } from '../helpers/e2e-env';

/**
 * An admin at /cms (Payload's admin) changes a course, a review's status and the site settings;
 * each change shows on the next /api request, because Payload's hooks drop the server's cache.
 * An editor, whom only an admin can create, reaches content but no one's records.
 */

test.describe.configure({ mode: 'serial' });

async function save(page: Page, button = 'Save'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 15_000 });
}

test('an admin edits a course, a review status and the site settings; /api shows each change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInToCms(page);

  // The CMS session is the same Payload cookie /api reads: the admin list answers in this browser.
  const pending = await page.request.get('/api/admin/reviews');
  expect(pending.status()).toBe(200);

  // A course.
  const course = await seededCourse<{ id: string; title: string }>(request, COURSE_EDITED_IN_CMS.byAdmin);
  const newTitle = `${course.title} (2027 edition)`;
  await page.goto(`/cms/collections/courses/${course.id}`);
  await page.locator('#field-title').fill(newTitle);
  await publishInCms(page);
  await expect
    .poll(async () => ((await (await request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title)
    .toBe(newTitle);

  // A review's status: a pending review becomes approved and appears in the public list.
  const reviews = (await pending.json()) as { id: string; status: string }[];
  const review = reviews.find((r) => r.status === 'pending');
  expect(review).toBeDefined();
  await page.goto(`/cms/collections/reviews/${review!.id}`);
  await page.locator('#field-status .rs__control').click();
  await page.locator('.rs__option', { hasText: 'Approved' }).click();
  await save(page);
  await expect
    .poll(async () => ((await (await request.get('/api/reviews')).json()) as { id: string }[]).map((r) => r.id))
    .toContain(review!.id);

  // The site settings global.
  const hours = 'Sunday to Thursday, 8:30–17:30 GMT+3';
  await page.goto('/cms/globals/site-settings');
  await page.locator('#field-officeHours').fill(hours);
  await save(page);
  await expect
    .poll(async () => ((await (await request.get('/api/site')).json()) as { officeHours: string }).officeHours)
    .toBe(hours);
});

test('a member cannot reach /cms', async ({ page }) => {
  const email = `cms-member-${Date.now()}@clinic.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'member-pass', country: 'US' },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(res.status()).toBe(201);
  // The member's session cookie is in this browser now; the CMS still refuses them.
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/cms\/(login|unauthorized)/, { timeout: 15_000 });
  await expect(page.locator('#field-title')).toHaveCount(0);
});

test('an editor is greeted by name, edits content, and sees no one’s records', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Only an admin gives a role: the admin creates the editor in the control panel's call.
  const editor = await createEditor(browser, 'cms-editor', 'Elena Haddad');

  await signInToCms(page, editor);
  await expect(page).toHaveTitle(/— Manara CMS$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${editor.name}` })).toBeVisible();
  // The nav (collapsed or open, by the screen's width) offers content only.
  const navLink = (label: string) => page.locator('.nav__wrap a', { hasText: new RegExp(`^${label}$`) });
  for (const label of ['Courses', 'Portfolio projects', 'Reviews', 'Services', 'Site settings']) {
    await expect(navLink(label)).toHaveCount(1);
  }
  for (const label of ['Users', 'Enrollments', 'Service requests', 'Leads', 'Subscribers']) {
    await expect(navLink(label)).toHaveCount(0);
  }

  // A course, from the greeting's link.
  await page
    .locator('.manara-greeting')
    .getByRole('link', { name: /^Courses/ })
    .click();
  await expect(page).toHaveURL(/\/cms\/collections\/courses/);
  const course = await seededCourse<{ id: string; title: string }>(page.request, COURSE_EDITED_IN_CMS.byEditor);
  const newTitle = `${course.title} (edited by an editor)`;
  await page.goto(`/cms/collections/courses/${course.id}`);
  await page.locator('#field-title').fill(newTitle);
  await publishInCms(page);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title)
    .toBe(newTitle);

  // People's records are not there for an editor, nor is the control panel's data.
  await page.goto('/cms/collections/users');
  await expect(page.getByText('Nothing found')).toBeVisible();
  expect((await page.request.get('/cms/api/enrollments')).status()).toBe(200);
  expect(((await (await page.request.get('/cms/api/enrollments')).json()) as { totalDocs: number }).totalDocs).toBe(0);
  expect((await page.request.get('/api/admin/summary')).status()).toBe(403);
});
