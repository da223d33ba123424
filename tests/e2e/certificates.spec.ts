import {
  CERTIFICATE_PAGE,
  MESSAGES,
  SUCCESS_TOASTS,
  type AdminProjectSubmission,
  type Assessment,
  type Course,
  type MyCertificate,
  type MyEnrollment,
} from '@manara/contracts';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { assessments } from '../../apps/cms/src/seed/data/assessments';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { open } from './admin-helpers';
import {
  adminState,
  expectNoAxeViolations,
  memberState,
  statePath,
  toastWith,
  uniqueEmail,
  useTheme,
} from './auth-helpers';
import { expect, test } from './test';

/**
 * The certificate's public page (valid, revoked, unknown; rendered on the server, without scripts
 * too), the dashboard's enrollments and certificates, and the control panel's project review and
 * certificate revocation. The member's steps that the course page covers (learning.spec.ts) are
 * taken through the API here.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const COURSE_TITLE = 'Survival Analysis in R';
const KEY = assessments[COURSE_TITLE] ?? [];
const HOLDER = { name: 'Dr. Samir Khoury', country: 'SA' };
const REVIEWED = { name: 'Dr. Huda Nasser', country: 'AE' };

let course: Course;
/** The holder's certificate, issued in beforeAll. */
let certificate: MyCertificate;
let holderEmail = '';
/** A second member's project, waiting for the admin's review. */
let pendingProjectTitle = '';

async function apiAs(stateFile: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: stateFile,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });
}

/** A member who started the course, passed its assessment and submitted a project (a link). */
async function learner(api: APIRequestContext, title: string): Promise<AdminProjectSubmission> {
  const progress = await api.post(`/api/me/courses/${course.id}/progress`, { data: { action: 'complete' } });
  expect(progress.ok(), await progress.text()).toBe(true);
  const assessment = (await (await api.get(`/api/courses/${course.id}/assessment`)).json()) as Assessment;
  expect(assessment.questions).toHaveLength(KEY.length);
  const attempt = await api.post(`/api/me/courses/${course.id}/assessment/attempts`, {
    data: { answers: KEY.map((question) => question.correct - 1) },
  });
  expect(attempt.ok(), await attempt.text()).toBe(true);
  const project = await api.post(`/api/me/courses/${course.id}/project`, {
    data: { title, description: 'A Kaplan–Meier and Cox analysis of time to readmission.', link: 'https://osf.io/e2e' },
  });
  expect(project.ok(), await project.text()).toBe(true);
  return (await project.json()) as AdminProjectSubmission;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.beforeAll(async ({ request }) => {
  expect(KEY.length).toBeGreaterThanOrEqual(5);
  const courses = (await (await request.get('/api/courses')).json()) as Course[];
  const found = courses.find((c) => c.title === COURSE_TITLE);
  if (!found) throw new Error(`no seeded course "${COURSE_TITLE}"`);
  course = found;

  holderEmail = uniqueEmail('certificate-holder');
  const member = await apiAs(await memberState('certificate-holder', HOLDER, holderEmail));
  const admin = await apiAs(await adminState('certificates-admin'));
  const submission = await learner(member, 'Readmission after heart failure');
  const accepted = await admin.patch(`/api/admin/project-submissions/${submission.id}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const mine = (await (await member.get('/api/me/certificates')).json()) as { docs: MyCertificate[] };
  const [issued] = mine.docs;
  if (!issued) throw new Error('no certificate was issued');
  certificate = issued;

  // A second member's project waits for the review in the control panel.
  const reviewed = await apiAs(await memberState('certificate-reviewed', REVIEWED));
  pendingProjectTitle = `Competing risks in dialysis ${Date.now()}`;
  await learner(reviewed, pendingProjectTitle);
  await Promise.all([member.dispose(), admin.dispose(), reviewed.dispose()]);
});

test.describe('the public certificate page', () => {
  test('says a certificate is valid, rendered on the server with its holder, course and date, and nothing else', async ({
    page,
    request,
  }) => {
    const path = CERTIFICATE_PAGE.href(certificate.code);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('This certificate is valid');
    expect(html).toContain(HOLDER.name);
    expect(html).toContain(COURSE_TITLE);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain(`<title>Valid certificate · Manara Research</title>`);
    // Nothing else about the member: not their e-mail.
    expect(html).not.toContain(holderEmail);

    await page.goto(path);
    await expect(heading(page)).toHaveText('This certificate is valid');
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: HOLDER.name })).toBeVisible();
    await expect(facts.filter({ hasText: certificate.code })).toBeVisible();
    // A code typed in lower case is the same certificate.
    await page.goto(CERTIFICATE_PAGE.href(certificate.code.toLowerCase()));
    await expect(heading(page)).toHaveText('This certificate is valid');
  });

  test('answers an unknown or malformed code with 404 and says so', async ({ page, request }) => {
    for (const code of ['MNR-2222-2222', 'not-a-code']) {
      const response = await request.get(CERTIFICATE_PAGE.href(code));
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('We could not find a certificate with this code');
    }
    await page.goto(CERTIFICATE_PAGE.href('MNR-2222-2222'));
    await expect(heading(page)).toHaveText('We could not find a certificate with this code');
    await expect(page).toHaveTitle('Certificate not found · Manara Research');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations, valid and unknown, in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(CERTIFICATE_PAGE.href(certificate.code));
      await expect(heading(page)).toHaveText('This certificate is valid');
      await expectNoAxeViolations(page);
      await page.goto(CERTIFICATE_PAGE.href('MNR-2222-2222'));
      await expect(heading(page)).toHaveText('We could not find a certificate with this code');
      await expectNoAxeViolations(page);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the answer is in the page', async ({ page }) => {
      await page.goto(CERTIFICATE_PAGE.href(certificate.code));
      await expect(heading(page)).toHaveText('This certificate is valid');
      await expect(page.getByText(HOLDER.name)).toBeVisible();
    });
  });
});

test.describe('the dashboard', () => {
  test.use({ storageState: statePath('certificate-holder') });

  test("lists the member's certificate with its PDF and public check, and shows the enrollment first", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByTestId('my-certificate').filter({ hasText: COURSE_TITLE });
    await expect(card).toContainText(certificate.code);
    await expect(card.getByText('Valid', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Download PDF of the ${COURSE_TITLE} certificate` })).toHaveAttribute(
      'href',
      `/api/me/certificates/${certificate.id}/pdf`,
    );
    await expect(card.getByRole('link', { name: `Verify the ${COURSE_TITLE} certificate` })).toHaveAttribute(
      'href',
      CERTIFICATE_PAGE.href(certificate.code),
    );
    const first = page.getByTestId('active-course').first();
    await expect(first.getByRole('heading', { name: COURSE_TITLE })).toBeVisible();
  });

  test("shows an admin's change to the enrollment on the next visit", async ({ page }) => {
    await page.goto('/dashboard');
    const first = page.getByTestId('active-course').first();
    await expect(first.getByRole('heading', { name: COURSE_TITLE })).toBeVisible();
    const member = await apiAs(statePath('certificate-holder'));
    const { docs } = (await (await member.get('/api/me/enrollments')).json()) as { docs: MyEnrollment[] };
    await member.dispose();
    const enrollment = docs.find((e) => e.courseId === course.id);
    if (!enrollment) throw new Error('no enrollment');
    const next = enrollment.progress === 73 ? 74 : 73;
    const admin = await apiAs(await adminState('certificates-admin'));
    expect((await admin.patch(`/api/admin/enrollments/${enrollment.id}`, { data: { progress: next } })).ok()).toBe(
      true,
    );
    await admin.dispose();

    await page.getByRole('link', { name: 'My Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // The catalogue is on screen (the dashboard has left), then the member comes back within the app.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn research skills that get studies published' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(next));
    await expect(first.getByText(`${next}% complete`)).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations with a certificate in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/dashboard');
      await expect(page.getByTestId('my-certificate')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the control panel', () => {
  test.beforeAll(async () => {
    await adminState('certificates-admin');
  });
  test.use({ storageState: statePath('certificates-admin') });

  test('reviews a project: a comment is required to request changes, then accepting issues the certificate', async ({
    page,
  }) => {
    await open(page, '/admin/projects', 'Course projects');
    await page.getByLabel('Status').selectOption('submitted');
    await expect(page).toHaveURL(/status=submitted/);
    const open_ = page.getByRole('link', { name: `Open the project ${pendingProjectTitle} by ${REVIEWED.name}` });
    await open_.click();
    const detail = page.getByRole('region', { name: `Project: ${pendingProjectTitle}` });
    await expect(detail.getByRole('heading', { name: `Project: ${pendingProjectTitle}` })).toBeFocused();
    await expect(detail).toContainText(REVIEWED.name);
    await expect(detail).toContainText(COURSE_TITLE);
    await expect(detail.getByRole('link', { name: 'https://osf.io/e2e' })).toBeVisible();

    await detail.getByRole('button', { name: 'Request changes' }).click();
    await expect(detail.getByText(MESSAGES.reviewCommentRequired)).toBeVisible();
    const comment = detail.getByLabel('Comment for the member');
    await expect(comment).toBeFocused();
    await comment.fill('Please add the proportional hazards check.');
    await detail.getByRole('button', { name: 'Request changes' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.projectChangesRequested.title)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Request changes' })).toBeFocused();
    await expect(detail.getByText('Changes requested', { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: 'Accept project' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.projectAccepted.title)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Accept project' })).toBeFocused();
    await expect(detail.getByText('Accepted', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toHaveCount(0);

    // The enrollment's row shows the learner's score, the accepted project and the new certificate.
    await open(page, '/admin/enrollments', 'Enrollments');
    const row = page.getByRole('row').filter({ hasText: REVIEWED.name }).filter({ hasText: COURSE_TITLE });
    await expect(row.getByText('100%')).toBeVisible();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(row.getByText('Valid', { exact: true })).toBeVisible();
    await expect(
      row.getByRole('link', { name: `Review the project of ${REVIEWED.name}, ${COURSE_TITLE}` }),
    ).toBeVisible();
  });

  test('revokes a certificate after a confirmation, and its public page says so; Restore brings it back', async ({
    browser,
    page,
    request,
  }) => {
    const who = `${HOLDER.name}, ${COURSE_TITLE}`;
    await open(page, '/admin/enrollments', 'Enrollments');
    const revoke = page.getByRole('button', { name: `Revoke the certificate of ${who}` });
    await revoke.click();
    const dialog = page.getByRole('alertdialog', { name: `Revoke certificate ${certificate.code}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(revoke).toBeFocused();
    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.certificateRevoked.title)).toBeVisible();
    const restore = page.getByRole('button', { name: `Restore the certificate of ${who}` });
    await expect(restore).toBeFocused();

    const response = await request.get(CERTIFICATE_PAGE.href(certificate.code));
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('This certificate has been revoked');
    for (const theme of ['light', 'dark'] as const) {
      // A visitor of their own: no admin session.
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await useTheme(visitor, theme);
      await visitor.goto(CERTIFICATE_PAGE.href(certificate.code));
      await expect(heading(visitor)).toHaveText('This certificate has been revoked');
      await expect(visitor.getByRole('definition').filter({ hasText: /\d{4}/ })).not.toHaveCount(0);
      await expectNoAxeViolations(visitor);
      await context.close();
    }

    await restore.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore certificate' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.certificateRestored.title)).toBeVisible();
    expect(await (await request.get(CERTIFICATE_PAGE.href(certificate.code))).text()).toContain(
      'This certificate is valid',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the learning views have no axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await open(page, '/admin/enrollments', 'Enrollments');
      await expect(page.getByRole('button', { name: /^(Revoke|Restore) the certificate of / }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await open(page, '/admin/projects', 'Course projects');
      await page
        .getByRole('link', { name: /^Open the project / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Accept project' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
