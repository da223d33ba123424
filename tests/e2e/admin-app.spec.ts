import { reviewStatusToast, SUCCESS_TOASTS, type AdminReview, type Enrollment } from '@manara/contracts';
import { request as playwrightRequest } from '@playwright/test';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { expect, test } from './test';
import { open, sectionsNav } from './admin-helpers';
import {
  adminState,
  expectNoAxeViolations,
  MEMBER_PASSWORD,
  statePath,
  toastWith,
  uniqueEmail,
  useTheme,
} from './auth-helpers';

/**
 * The control panel as an application: its own bar and sidebar (the site's navigation one press
 * away), no marketing footer; cards that fit a phone; a saved row that stays where it was; and an
 * Undo on rejecting or deleting a review that really brings it back.
 */
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  await adminState('admin-app');
});
test.use({ storageState: statePath('admin-app') });

/** What a page of the site sends with a write (the server refuses other origins). */
const ORIGIN = { Origin: E2E_BASE_URL };

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('its own bar names the control panel; the site’s navigation, country and account stay one press away; no footer', async ({
  page,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await open(page, '/admin', 'Control panel');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Control panel', { exact: true })).toBeVisible();
    // The marketing navigation and footer make way for the sidebar and the work area.
    await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(sectionsNav(page)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Manara Research' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('button', { name: /^Account: / })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const main = menu.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Courses', 'Portfolio', 'Reviews', 'Pricing', 'Contact'])
    await expect(main.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(main.locator('summary', { hasText: 'Services' })).toBeVisible();
  await expect(menu.getByLabel('Country')).toBeVisible();
  const account = menu.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(account.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await main.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Back on the site: its own header and footer again.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(1);

  // On a phone the bar keeps the logo and its controls; the sections are the sidebar's menu.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await open(page, '/admin', 'Control panel');
    await expect(sectionsNav(page).getByRole('button', { name: /Section/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  }
});

test('on a phone, a lead whose sender is a long e-mail address stays inside its card: the page never scrolls sideways', async ({
  page,
}) => {
  const email = `averyveryverylongresearchcoordinatoraddress${stamp()}@kingfaisalspecialisthospitalresearchcentre.org`;
  // A visitor's quote carries no name: the inbox names the lead by its address.
  const visitor = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: ORIGIN,
    storageState: { cookies: [], origins: [] },
  });
  const quote = await visitor.post('/api/quotes', {
    data: {
      dataType: 'CSV',
      sampleSize: '420',
      variables: 'age, sex, HbA1c',
      objectives: 'Compare readmission rates between wards',
      deliverables: ['Narrative report'],
      timeline: '4 weeks',
      budget: 'Under 500',
      email,
    },
  });
  expect(quote.ok(), await quote.text()).toBe(true);
  await visitor.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/admin/inbox?q=${encodeURIComponent(email)}`, 'Inbox');
  const card = page.getByRole('region', { name: 'Leads', exact: true }).locator('tbody tr').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  const box = await card.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('a saved enrollment keeps its place in the table', async ({ page, request }) => {
  await open(page, '/admin/enrollments', 'Enrollments');
  const rows = (await (await request.get('/api/admin/enrollments?limit=5&page=1')).json()) as Enrollment[];
  const last = rows.at(-1);
  if (!last || rows.length < 3) throw new Error('the seed has too few enrollments');
  const who = `${last.userName}, ${last.courseTitle}`;
  const table = page.getByRole('table', { name: /enrollments/i });
  const order = () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
  const before = await order();
  const isLast = (text: string) => text.includes(last.userName) && text.includes(last.courseTitle);
  const position = before.findIndex(isLast);
  expect(position).toBeGreaterThan(0);

  const progress = page.getByLabel(`Progress of ${who} (0 to 100)`);
  await progress.fill(String(last.progress === 55 ? 56 : 55));
  await page.getByRole('button', { name: `Update enrollment of ${who}` }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.enrollmentUpdated.title)).toBeVisible();
  await page.waitForTimeout(1000);
  expect((await order()).findIndex(isLast)).toBe(position);
});

test('rejecting a pending review offers Undo, which puts it back in the queue', async ({ page, request }) => {
  const member = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: ORIGIN,
    storageState: { cookies: [], origins: [] },
  });
  const writer = await member.post('/api/auth/register', {
    data: { email: uniqueEmail('undo'), password: MEMBER_PASSWORD, name: 'Dr. Huda Karim', country: 'AE' },
  });
  expect(writer.ok()).toBe(true);
  const quote = `The workgroup kept our protocol on schedule ${stamp()}.`;
  const submitted = await member.post('/api/reviews', {
    data: { service: 'Research Services', rating: 5, quote },
  });
  expect(submitted.status()).toBe(201);
  const review = (await submitted.json()) as AdminReview;
  await member.dispose();

  await open(page, '/admin/moderation', 'Review moderation');
  const card = page.getByTestId('pending-review').filter({ hasText: quote });
  await card.getByRole('button', { name: `Reject review by ${review.name}` }).click();
  const rejected = reviewStatusToast('rejected');
  await expect(toastWith(page, rejected.title)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: `Undo: ${rejected.title}` }).click();
  await expect(toastWith(page, reviewStatusToast('pending').title)).toBeVisible();
  // Back in the queue, with focus on its Approve, where the admin left off.
  await expect(card.getByRole('button', { name: `Approve review by ${review.name}` })).toBeFocused();
  await expectNoAxeViolations(page);
  const stored = (await (await request.get('/api/admin/reviews?status=pending&limit=500')).json()) as AdminReview[];
  expect(stored.find((r) => r.id === review.id)?.status).toBe('pending');
});

test('deleting a review offers Undo, which brings it back as it was', async ({ page, request }) => {
  const name = `Dr. Undo ${stamp()}`;
  const created = await request.post('/api/admin/reviews', {
    data: { name, service: 'Courses', rating: 4, quote: 'Clear, practical teaching.', status: 'approved' },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(201);
  const review = (await created.json()) as AdminReview;

  await open(page, '/admin/reviews', 'Reviews');
  const table = page.getByRole('table', { name: /reviews/i });
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await table.getByRole('button', { name: `Delete review by ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.reviewRemoved.title)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect(((await (await request.get('/api/reviews')).json()) as AdminReview[]).some((r) => r.id === review.id)).toBe(
    false,
  );

  await page.getByRole('button', { name: `Undo: ${SUCCESS_TOASTS.reviewRemoved.title}` }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.reviewRestored.title)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  // Focus returns to the restored row, where the admin left off.
  await expect(table.getByRole('button', { name: `Edit review by ${name}` })).toBeFocused();
  const back = ((await (await request.get('/api/reviews')).json()) as AdminReview[]).find((r) => r.id === review.id);
  expect(back).toMatchObject({ name, rating: 4, quote: 'Clear, practical teaching.' });
});
