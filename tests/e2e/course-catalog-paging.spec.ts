import { PUBLIC_PAGE_SIZE, type Course } from '@manara/contracts';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../helpers/e2e-env';
import { expectNoAxeViolations, useTheme } from './page-checks';
import { expect, test } from './test';

/**
 * The catalogue past one page (docs/decisions/034): the server filters and pages it, the page shows
 * the first page with the count of every match, "Show more courses" appends the next page (a link
 * to it without scripts), and an address past the end says so. Its courses fill the catalogue's
 * first page, so it runs after every other spec (its own project in playwright.config.ts); to run it
 * alone: `npm run test:e2e -- --no-deps tests/e2e/course-catalog-paging.spec.ts`.
 */

const CATEGORY = `Paging ${Date.now().toString(36)}`;
const EXTRA = 3;
const COUNT = PUBLIC_PAGE_SIZE.courses + EXTRA;
const created: string[] = [];

async function adminClient(): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
    storageState: { cookies: [], origins: [] },
  });
  const login = await client.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return client;
}

/** More courses in one category than a page holds, saved oldest first: "Paging course 1" is the last. */
test.beforeAll(async () => {
  const admin = await adminClient();
  for (let n = 1; n <= COUNT; n += 1) {
    const res = await admin.post('/api/courses', {
      data: {
        title: `Paging course ${n}`,
        category: CATEGORY,
        level: 'Beginner',
        durationHrs: 2,
        rating: 4,
        price: 20,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as Course).id);
  }
  await admin.dispose();
});

test.afterAll(async () => {
  const admin = await adminClient();
  for (const id of created) await admin.delete(`/api/courses/${id}`);
  await admin.dispose();
});

const categoryUrl = `/courses?category=${encodeURIComponent(CATEGORY)}`;
const titles = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Paging course ${COUNT - from + 1 - i}`);

for (const theme of ['light', 'dark'] as const) {
  test(`the category filter pages on the server and Show more adds the next page (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/courses');
    const list = page.getByRole('list', { name: 'Courses' });
    await page.getByLabel('Category').selectOption(CATEGORY);
    await expect(page).toHaveURL(/category=Paging/);
    await expect(page.getByRole('status').filter({ hasText: `${COUNT} courses` })).toBeVisible();
    await expect(list.getByRole('heading')).toHaveText(titles(1, PUBLIC_PAGE_SIZE.courses));

    const more = page.getByRole('link', { name: 'Show more courses' });
    await expect(more).toHaveAttribute('href', `${categoryUrl.replace(/%20/g, '+')}&page=2`);
    await expectNoAxeViolations(page);

    await more.click();
    await expect(list.getByRole('heading')).toHaveText(titles(1, COUNT));
    // The first course of the new page takes the focus; nothing more to show.
    await expect(list.getByRole('heading', { name: `Paging course ${EXTRA}` })).toBeFocused();
    await expect(more).toHaveCount(0);
    await expect(page).not.toHaveURL(/page=/);
    await expectNoAxeViolations(page);

    // Another filter starts again from the first page of everything.
    await page.getByLabel('Category').selectOption('all');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ courses$/ })).toBeVisible();
    const total = Number(
      (await page
        .getByRole('status')
        .filter({ hasText: /courses$/ })
        .textContent())!.split(' ')[0],
    );
    expect(total).toBeGreaterThanOrEqual(COUNT);
    await expect(list.getByRole('heading')).toHaveCount(PUBLIC_PAGE_SIZE.courses);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('Show more is a link to the next page, which the server renders', async ({ page }) => {
    await page.goto(categoryUrl);
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('heading')).toHaveCount(PUBLIC_PAGE_SIZE.courses);
    await page.getByRole('link', { name: 'Show more courses' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('heading')).toHaveText(titles(PUBLIC_PAGE_SIZE.courses + 1, COUNT));
    await expect(page.getByText(`${COUNT} courses`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show more courses' })).toHaveCount(0);
  });
});

test('an address past the last page says so and links to the first', async ({ page }) => {
  await page.goto(`${categoryUrl}&page=9`);
  await expect(page.getByRole('heading', { name: 'Nothing on this page' })).toBeVisible();
  const first = page.getByRole('link', { name: 'Show the first courses' });
  await expect(first).toHaveAttribute('href', categoryUrl.replace(/%20/g, '+'));
  await expectNoAxeViolations(page);
  await first.click();
  await expect(page.getByRole('list', { name: 'Courses' }).getByRole('heading')).toHaveCount(PUBLIC_PAGE_SIZE.courses);
});
