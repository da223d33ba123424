import {
  ADMIN_SUMMARY_REFRESH_MS,
  FAILURE_TOASTS,
  MESSAGES,
  STATUS_LABELS,
  SUCCESS_TOASTS,
  type Enrollment,
  type ServiceRequest,
} from '@manara/contracts';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { ADMIN_SECTIONS, open } from './admin-helpers';
import { adminState, expectNoAxeViolations, statePath, toastWith, useTheme } from './auth-helpers';

// Two cores shared with the server and password hashing: give each test room.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  await adminState('admin');
});
test.use({ storageState: statePath('admin') });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a section of the control panel at its own address; its h1 names it. */
async function openPanel(page: Page, path = '/admin', heading = 'Control panel') {
  await open(page, path, heading);
  await expect(page.getByTestId('backend-status')).toHaveText('Online');
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('states the live backend, shows Online, the last update, Refresh and seven metrics', async ({ page, request }) => {
  await openPanel(page);
  await expect(page.getByText('Connected to the live backend')).toBeVisible();
  await expect(page.getByTestId('last-update')).not.toHaveText('Not yet');
  const summary = (await (await request.get('/api/admin/summary')).json()) as {
    metrics: Record<string, number | null>;
  };
  const metrics = page.getByRole('list', { name: 'Summary metrics' }).getByRole('listitem');
  await expect(metrics).toHaveText([
    /^Courses\s*\d/,
    /^Projects\s*\d/,
    /^Users\s*\d/,
    /^Enrollments\s*\d/,
    /^Service requests\s*\d/,
    /^Pending reviews\s*\d/,
    /^New leads\s*\d/,
  ]);
  expect(Object.keys(summary.metrics)).toHaveLength(7);

  const summaryCall = page.waitForResponse((r) => r.url().includes('/api/admin/summary'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await summaryCall).ok()).toBe(true);

  // Lists are paged: the seeded catalog does not fit one page of the courses table. Other specs add
  // and delete courses meanwhile (and the list may be read again), so the pager is checked against a
  // count the server answered the first page with.
  const totals: number[] = [];
  page.on('response', (r) => {
    if (/\/api\/courses\?.*page=1\b/.test(r.url())) totals.push(Number(r.headers()['x-total-count']));
  });
  await openPanel(page, '/admin/courses', 'Courses');
  await expect.poll(() => totals.at(-1) ?? 0).toBeGreaterThan(10);
  const courses = section(page, 'Courses');
  const pager = courses.getByRole('navigation', { name: 'Courses pages' });
  await expect
    .poll(async () => {
      const [, shown] = /Showing 1–10 of (\d+)/.exec(await pager.innerText()) ?? [];
      return shown !== undefined && totals.includes(Number(shown));
    })
    .toBe(true);
  await pager.getByRole('button', { name: 'Next' }).click();
  // The second page's rows are the ones its pager counts.
  await expect
    .poll(async () => {
      const [, from, to] = /Showing (\d+)–(\d+) of \d+/.exec(await pager.innerText()) ?? [];
      const rows = (await courses.getByRole('row').count()) - 1; // less the header row
      return { first: Number(from), rowsMatchPager: rows === Number(to) - Number(from) + 1 };
    })
    .toEqual({ first: 11, rowsMatchPager: true });
  // The status and Refresh stand above every section.
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('the summary is asked for again every 60 seconds', async ({ page }) => {
  await page.clock.install();
  await openPanel(page);
  await expect(page.getByRole('list', { name: 'Summary metrics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/summary')) calls += 1;
  });
  await page.clock.fastForward(ADMIN_SUMMARY_REFRESH_MS - 5_000);
  await page.waitForTimeout(500);
  expect(calls).toBe(0);
  const again = page.waitForRequest((r) => r.url().includes('/api/admin/summary'));
  await page.clock.fastForward(6_000);
  await again;
});

test('courses: inline validation, create, edit with Cancel edit, delete after confirmation', async ({ page }) => {
  await openPanel(page, '/admin/courses', 'Courses');
  const courses = section(page, 'Courses');
  const form = courses.getByRole('form', { name: 'Create course' });

  // Required fields carry the asterisk, while their accessible names stay the plain label.
  for (const label of ['Title', 'Category', 'Duration (hours)', 'Rating (0 to 5)', 'Price (USD)']) {
    const field = form.getByRole(label === 'Title' || label === 'Category' ? 'textbox' : 'spinbutton', {
      name: label,
      exact: true,
    });
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(form.locator('label', { hasText: label })).toHaveText(`${label}*`);
  }
  await expect(form.getByRole('combobox', { name: 'Level', exact: true })).not.toHaveAttribute('aria-required');

  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.courseRequired);

  const title = `E2E course ${stamp()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').fill('Biostatistics');
  await form.getByLabel('Level').selectOption('Advanced');
  await form.getByLabel('Duration (hours)').fill('');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.courseNumbers);
  await form.getByLabel('Duration (hours)').fill('12');
  await form.getByLabel('Rating (0 to 5)').fill('4.7');
  await form.getByLabel('Price (USD)').fill('149');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseCreated.title)).toBeVisible();
  // The form is reset after a successful save.
  await expect(form.getByLabel('Title')).toHaveValue('');

  const row = courses.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = courses.getByRole('form', { name: `Edit course ${title}` });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('button', { name: 'Cancel edit' }).click();
  await expect(courses.getByRole('form', { name: 'Create course' }).getByLabel('Title')).toHaveValue('');

  await row.getByRole('button', { name: /^Edit/ }).click();
  await edit.getByLabel('Title').fill(`${title} (updated)`);
  await edit.getByRole('button', { name: 'Update course' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseUpdated.title)).toBeVisible();
  const updated = courses.getByRole('row').filter({ hasText: `${title} (updated)` });
  await expect(updated).toBeVisible();

  await updated.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this course?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseRemoved.title)).toBeVisible();
  await expect(updated).toHaveCount(0);
});

test('projects: validation, create with comma tags, edit, delete after confirmation', async ({ page, request }) => {
  await openPanel(page, '/admin/portfolio', 'Portfolio');
  const projects = section(page, 'Portfolio');
  const form = projects.getByRole('form', { name: 'Create project' });
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.projectRequired);

  const title = `E2E project ${stamp()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Domain').fill('Cardiology');
  await form.getByLabel('Year').fill('2025');
  await form.getByLabel('Tags').fill(' registry , , survival analysis,');
  await form.getByLabel('Summary').fill('A registry study of heart-failure readmissions.');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.projectCreated.title)).toBeVisible();
  const saved = ((await (await request.get('/api/portfolio')).json()) as { title: string; tags: string[] }[]).find(
    (p) => p.title === title,
  );
  expect(saved?.tags).toEqual(['registry', 'survival analysis']);

  const row = projects.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = projects.getByRole('form', { name: `Edit project ${title}` });
  await expect(edit.getByLabel('Tags')).toHaveValue('registry, survival analysis');
  await edit.getByLabel('Domain').fill('Cardiology and outcomes');
  await edit.getByRole('button', { name: 'Update project' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.projectUpdated.title)).toBeVisible();
  await expect(row).toContainText('Cardiology and outcomes');

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this project?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.projectRemoved.title)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('reviews: add with a chosen status, edit it, delete it', async ({ page, request }) => {
  await openPanel(page, '/admin/reviews', 'Reviews');
  const reviews = section(page, 'Reviews');
  const form = reviews.getByRole('form', { name: 'Add review' });
  await form.getByRole('button', { name: 'Add review' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.adminReviewRequired);

  const name = `E2E Reviewer ${stamp()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Service').selectOption('Data Analysis');
  await form.getByLabel('Rating (0 to 5)').fill('4.5');
  await form.getByLabel('Status').selectOption('approved');
  await form.getByLabel('Quote').fill('Clear statistical advice that got our paper accepted.');
  await form.getByRole('button', { name: 'Add review' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.reviewCreated.title)).toBeVisible();
  const publicReviews = (await (await request.get('/api/reviews')).json()) as { name: string }[];
  expect(publicReviews.some((r) => r.name === name)).toBe(true);

  const row = reviews.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(STATUS_LABELS.approved);
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = reviews.getByRole('form', { name: `Edit review by ${name}` });
  await edit.getByLabel('Status').selectOption('rejected');
  await edit.getByRole('button', { name: 'Update review' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.reviewUpdated.title)).toBeVisible();
  await expect(row).toContainText(STATUS_LABELS.rejected);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.reviewRemoved.title)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('users: a password is required on create; a blank one on edit keeps the old one', async ({ page, baseURL }) => {
  await openPanel(page, '/admin/users', 'Users');
  const users = section(page, 'Users');
  const form = users.getByRole('form', { name: 'Create user' });
  await expect(form.getByLabel('Plan')).toHaveValue('Starter');
  await expect(form.getByText(MESSAGES.adminPassword)).toBeVisible();

  const email = `admin-made-${stamp()}@e2e.local`;
  await form.getByLabel('Name').fill('Nour Ibrahim');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.adminPassword);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByTestId('form-error')).toHaveText(MESSAGES.adminPassword);
  await form.getByLabel('Password').fill('first-pass-123');
  await form.getByLabel('Country').selectOption('UK');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.userCreated.title)).toBeVisible();

  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const payload = page.waitForRequest((r) => r.url().endsWith('/api/admin/users') && r.method() === 'POST');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = users.getByRole('form', { name: 'Edit user Nour Ibrahim' });
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await edit.getByLabel('Name').fill('Nour Ibrahim Saad');
  await edit.getByLabel('Plan').selectOption('Pro');
  await edit.getByRole('button', { name: 'Update user' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.userUpdated.title)).toBeVisible();
  const body = (await payload).postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('password');
  expect(body).toMatchObject({ name: 'Nour Ibrahim Saad', plan: 'Pro', email });
  await expect(row).toContainText('Pro');

  // The old password still works.
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: 'first-pass-123' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.status()).toBe(200);
});

test('enrollments: status and 0–100 progress are saved with their toast', async ({ page, request }) => {
  await openPanel(page, '/admin/enrollments', 'Enrollments');
  const [enrollment] = (await (await request.get('/api/admin/enrollments?limit=1&page=1')).json()) as Enrollment[];
  if (!enrollment) throw new Error('the seed has no enrollment');
  const enrollments = section(page, 'Enrollments');
  const who = `${enrollment.userName}, ${enrollment.courseTitle}`;
  const progress = enrollments.getByLabel(`Progress of ${who} (0 to 100)`);
  await progress.fill('140');
  await enrollments.getByRole('button', { name: `Update enrollment of ${who}` }).click();
  await expect(enrollments.getByText(MESSAGES.progressRange)).toBeVisible();

  const next = enrollment.status === 'completed' ? 'in_progress' : 'completed';
  await enrollments.getByLabel(`Status of ${who}`).selectOption(next);
  await progress.fill('55');
  await enrollments.getByRole('button', { name: `Update enrollment of ${who}` }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.enrollmentUpdated.title)).toBeVisible();
  const [after] = (await (await request.get('/api/admin/enrollments?limit=1&page=1')).json()) as Enrollment[];
  expect(after).toMatchObject({ id: enrollment.id, status: next, progress: 55 });
});

test('service requests: the status is saved with its toast', async ({ page, request }) => {
  await openPanel(page, '/admin/service-requests', 'Service requests');
  const [item] = (await (await request.get('/api/admin/service-requests?limit=1&page=1')).json()) as ServiceRequest[];
  if (!item) throw new Error('the seed has no service request');
  const requests = section(page, 'Service requests');
  const who = `${item.userName}, ${item.serviceTitle}`;
  const next = item.status === 'in_progress' ? 'completed' : 'in_progress';
  await requests.getByLabel(`Status of the request by ${who}`).first().selectOption(next);
  await requests
    .getByRole('button', { name: `Update request by ${who}` })
    .first()
    .click();
  await expect(toastWith(page, SUCCESS_TOASTS.requestUpdated.title)).toBeVisible();
  const [after] = (await (await request.get('/api/admin/service-requests?limit=1&page=1')).json()) as ServiceRequest[];
  expect(after?.status).toBe(next);
});

test('a failed save shows the failure toast and the server sentence inline, and focus goes to it', async ({ page }) => {
  await openPanel(page, '/admin/courses', 'Courses');
  await page.route('**/api/courses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Database down' }),
        })
      : route.fallback(),
  );
  const form = section(page, 'Courses').getByRole('form', { name: 'Create course' });
  await form.getByLabel('Title').fill('Will fail');
  await form.getByLabel('Category').fill('Ethics');
  await form.getByLabel('Duration (hours)').fill('2');
  await form.getByLabel('Rating (0 to 5)').fill('4');
  await form.getByLabel('Price (USD)').fill('0');
  await form.getByRole('button', { name: 'Create course' }).click();
  const toast = toastWith(page, FAILURE_TOASTS.courseSave.title);
  await expect(toast).toContainText('Database down');
  await expect(form.getByTestId('form-error')).toHaveText('Database down');
  await expect(form.getByTestId('form-error')).toBeFocused();
});

// The sections in two halves per theme: all ten in one test came near its minute on a busy machine,
// and a test per section doubled the time (each opens a browser context and the panel anew).
const halves = [ADMIN_SECTIONS.slice(0, 5), ADMIN_SECTIONS.slice(5)];
for (const theme of ['light', 'dark'] as const) {
  for (const sections of halves) {
    const names = sections.map(({ path }) => path).join(', ');
    test(`${names} have no axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      for (const { path, heading } of sections) {
        await openPanel(page, path, heading);
        // The lists have arrived (a table row, a pending review, or the overview's metrics).
        await expect(
          page
            .locator('tbody tr, [data-testid="pending-review"], [data-slot="moderation-empty"], [data-kind="metric"]')
            .first(),
        ).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}
