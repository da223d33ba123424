import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../helpers/e2e-env';

/**
 * An editor at /cms (Payload's admin) changes a course, a review's status and the site settings;
 * each change shows on the next /api request, because Payload's hooks drop the server's cache.
 */

test.describe.configure({ mode: 'serial' });

async function signInToCms(page: Page): Promise<void> {
  await page.goto('/cms/login');
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/cms\/login/, { timeout: 15_000 });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 15_000 });
}

test('an editor edits a course, a review status and the site settings; /api shows each change', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInToCms(page);

  // The CMS session is the same Payload cookie /api reads: the admin list answers in this browser.
  const pending = await page.request.get('/api/admin/reviews');
  expect(pending.status()).toBe(200);

  // A course.
  const [course] = (await (await request.get('/api/courses')).json()) as { id: string; title: string }[];
  const newTitle = `${course!.title} (2027 edition)`;
  await page.goto(`/cms/collections/courses/${course!.id}`);
  await page.locator('#field-title').fill(newTitle);
  await save(page);
  await expect
    .poll(async () => ((await (await request.get(`/api/courses/${course!.id}`)).json()) as { title: string }).title)
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
