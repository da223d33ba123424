import { expect, test } from './test';

test('the catalog lists the seeded courses from /api/courses', async ({ page, request }) => {
  const courses = (await (await request.get('/api/courses')).json()) as { title: string }[];
  expect(courses.length).toBeGreaterThanOrEqual(12);
  await page.goto('/courses');
  for (const course of courses.slice(0, 3)) {
    await expect(page.getByText(course.title, { exact: true }).first()).toBeVisible();
  }
});

test('/cms shows the Payload login', async ({ page }) => {
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/cms\/login/);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByLabel(/password/i)).toBeVisible();
});

test('an unknown path shows the 404 page with its two ways home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('site pages carry a Content-Security-Policy that their own scripts and styles satisfy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  const response = await page.goto('/pricing');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  // The inline theme script ran: the system's dark preference is applied before the app loads.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
