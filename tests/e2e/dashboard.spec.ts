import {
  countryByCode,
  currencyFor,
  DASHBOARD_COURSE_COUNT,
  fallbackProgress,
  formatPrice,
  monthlyPrice,
  PROGRESS,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type Course,
  type MemberServiceRequest,
  type SiteSettings,
} from '@manara/contracts';
import { expect, test } from './test';
import {
  adminState,
  expectNoAxeViolations,
  MEMBER_PASSWORD,
  memberState,
  statePath,
  toastWith,
  uniqueEmail,
  useTheme,
} from './auth-helpers';

// Two cores shared with the server and password hashing: give each test room.
test.describe.configure({ timeout: 60_000 });

const MEMBER = { name: 'Maha Al-Qahtani', country: 'EG' as const };

test.beforeAll(async () => {
  await memberState('dashboard', MEMBER);
});

test.describe('/dashboard for a signed-in member', () => {
  test.use({ storageState: statePath('dashboard') });

  test('welcomes the member with name, plan and country, and lists the workspace cards', async ({ page, request }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${MEMBER.name}` })).toBeVisible();
    const facts = main.locator('dl').first();
    await expect(facts).toContainText('Plan');
    await expect(facts.getByText('Starter', { exact: true })).toBeVisible();
    await expect(facts.getByText(countryByCode(MEMBER.country).name, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const workspace = page.getByRole('list', { name: 'Workspace' });
    await expect(workspace.getByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/workgroups');
    await expect(workspace.getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/courses');
    await expect(workspace.getByRole('link', { name: 'Invoices / Payments' })).toHaveAttribute('href', '/pricing');
    await expect(workspace.getByRole('link', { name: 'Support chat' })).toHaveAttribute(
      'href',
      `mailto:${settings.supportEmail}`,
    );
  });

  test('shows the first three courses with their facts, the saved progress or the member’s own 20–79', async ({
    page,
    request,
  }) => {
    const courses = ((await (await request.get('/api/courses')).json()) as Course[]).slice(0, DASHBOARD_COURSE_COUNT);
    expect(courses).toHaveLength(DASHBOARD_COURSE_COUNT);
    const [first] = courses;
    if (!first) throw new Error('no course');
    await page.addInitScript((id) => window.localStorage.setItem(`manara.progress.${id}`, '60'), first.id);
    await page.goto('/dashboard');

    const cards = page.getByTestId('active-course');
    await expect(cards).toHaveCount(DASHBOARD_COURSE_COUNT);
    for (const [index, course] of courses.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: course.title })).toBeVisible();
      await expect(card.getByText(course.category, { exact: true })).toBeVisible();
      await expect(card.getByText(course.level, { exact: true })).toBeVisible();
      await expect(
        card.getByText(`${course.durationHrs} ${course.durationHrs === 1 ? 'hour' : 'hours'}`, { exact: true }),
      ).toBeVisible();
      await expect(card.getByText(`${course.rating.toFixed(1)} rating`)).toBeVisible();
      await expect(card.getByRole('link', { name: `Continue ${course.title}` })).toHaveAttribute(
        'href',
        `/courses/${course.id}`,
      );
    }
    await expect(cards.nth(0).getByText('60% complete')).toBeVisible();
    await expect(cards.nth(0).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    // With nothing saved, the product's 20–79: the member's own figure for the course, on every visit.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const second = courses[1]!;
    const fallback = fallbackProgress(me.user.id, second.id);
    expect(fallback).toBeGreaterThanOrEqual(PROGRESS.fallbackMin);
    expect(fallback).toBeLessThanOrEqual(PROGRESS.fallbackMax);
    await expect(cards.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(fallback));
    await expect(cards.nth(1).getByText(`${fallback}% complete`)).toBeVisible();
    await page.reload();
    await expect(cards.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(fallback));
    // Continue opens the course page, which shows the same figure.
    await cards
      .nth(1)
      .getByRole('link', { name: `Continue ${second.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/courses/${second.id}$`));
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      String(fallback),
    );
  });

  test('shows two notifications and suggests the Team plan in the member’s currency', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(2);
    const plan = page.getByTestId('plan-summary');
    const price = formatPrice(monthlyPrice(MEMBER.country, 'Team'), currencyFor(MEMBER.country));
    await expect(plan).toContainText('You are on the Starter plan');
    await expect(plan).toContainText('Upgrade to Team');
    await expect(plan).toContainText(price);
    // Upgrade plan leads to the plans, where a plan is chosen.
    await plan.getByRole('link', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('says in a sentence that no requests are there yet, and where to start one', async ({ page }) => {
    await page.goto('/dashboard');
    const requests = page.getByRole('region', { name: 'My requests' });
    await expect(requests.getByRole('heading', { name: 'No requests yet' })).toBeVisible();
    await expect(requests.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/data-analysis');
    await expect(requests.getByRole('link', { name: 'Explore research services' })).toHaveAttribute(
      'href',
      '/research-services',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/dashboard');
      await expect(page.getByTestId('active-course')).toHaveCount(DASHBOARD_COURSE_COUNT);
      await expectNoAxeViolations(page);
    });
  }
});

test('signing out clears the stored user and /dashboard then asks to sign in', async ({ page, baseURL }) => {
  // A fresh member for this test only, so signing out does not end the shared session above.
  const response = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('signout'), password: MEMBER_PASSWORD, name: 'Sami Nasser', country: 'UK' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sami Nasser' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => window.localStorage.getItem('manara.user'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('lists the member’s own requests with their status, and shows the status an admin sets', async ({
  browser,
  baseURL,
}) => {
  const name = `Rana Khalil ${Date.now().toString(36)}`;
  const member = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await member.newPage();
  const headers = { Origin: baseURL ?? '' };
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('requests'), password: MEMBER_PASSWORD, name, country: 'EG' },
    headers,
  });
  expect(registered.status()).toBe(201);
  const details = 'Reviewer 2 asks for a sensitivity analysis of the primary outcome.';
  const sent = await page.request.post('/api/scope-requests', {
    data: { item: 'Response to reviewers', details, sourcePage: '/research-services' },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const [mine] = (await (await page.request.get('/api/me/service-requests')).json()) as MemberServiceRequest[];
  if (!mine) throw new Error('the request is not on the member’s account');

  await page.goto('/dashboard');
  const card = page.getByRole('list', { name: 'My requests' }).getByTestId('my-request');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: mine.serviceTitle })).toBeVisible();
  await expect(card).toContainText(details);
  await expect(card).toContainText(STATUS_LABELS.in_review);

  // The team moves it along in the control panel.
  const admin = await browser.newContext({ storageState: await adminState('dashboard-admin') });
  const panel = await admin.newPage();
  await panel.goto('/admin/service-requests');
  const who = `request by ${name}, ${mine.serviceTitle}`;
  await panel.getByLabel(`Status of the ${who}`).selectOption('completed');
  await panel.getByRole('button', { name: `Update ${who}` }).click();
  await expect(toastWith(panel, SUCCESS_TOASTS.requestUpdated.title)).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(card).toContainText(STATUS_LABELS.completed);
  await expect(card).toContainText(/updated/);
  await useTheme(page, 'dark');
  await page.reload();
  await expect(card).toContainText(STATUS_LABELS.completed);
  await expectNoAxeViolations(page);
  await member.close();
});
