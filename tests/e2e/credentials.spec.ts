import {
  CERTIFICATE_PAGE,
  type Assessment,
  type Course,
  type CourseLearning,
  type MyCertificate,
} from '@manara/contracts';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { assessments } from '../../apps/cms/src/seed/data/assessments';
import { coursePreviews } from '../../apps/cms/src/seed/data/course-previews';
import { checkCredential, qrCodeOfPdf, type FetchJson } from '../helpers/credentials';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { adminState, expectNoAxeViolations, memberState, statePath, useTheme } from './auth-helpers';
import { COURSE_EDITED_IN_CMS, signInToCms } from './cms-helpers';
import { expect, test } from './test';

/**
 * Certificates that travel, end to end: an editor gives a course CPD credit in /cms; a member goes
 * from visitor to certified while the course page changes with each stage (axe in both themes at
 * every stage); the certificate's PDF carries a QR code of its public page; LinkedIn's link is
 * filled in; the Open Badges credential verifies with an independent verifier, fails after one
 * byte changes, and is reported revoked once an admin revokes the certificate.
 */
// The member's walk runs axe ten times (five stages, two themes), like learning.spec's walk.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const COURSE_TITLE = COURSE_EDITED_IN_CMS.credentials;
const KEY = assessments[COURSE_TITLE] ?? [];
const PREVIEW = coursePreviews[COURSE_TITLE];
const MEMBER = { name: 'Dr. Yasmin Saleh', country: 'EG' };
const CPD = { hours: '7.5', accreditor: 'Egyptian Medical Syndicate', activityCode: 'EMS-CPD-2026-118' };

let course: Course;
let coursePath = '';

/** An API client with a stored session, sending the site's Origin like the browser. */
const apiAs = (stateFile: string): Promise<APIRequestContext> =>
  playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: stateFile,
    extraHTTPHeaders: { Origin: E2E_BASE_URL },
  });

/** The tests' network for the verifier: every address it resolves is this server's. */
const fetchJsonWith =
  (api: APIRequestContext): FetchJson =>
  async (url) => {
    const response = await api.get(url);
    expect(response.status(), url).toBe(200);
    return (await response.json()) as object;
  };

/** Axe on the page as it is in light, then dark, then back (the header's toggle switches in place). */
async function expectCleanInBothThemes(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
}

const stageOf = (page: Page) => page.locator('[data-stage]');

test.beforeAll(async ({ request }) => {
  expect(KEY.length).toBeGreaterThanOrEqual(5);
  expect(PREVIEW).toBeDefined();
  const found = ((await (await request.get('/api/courses')).json()) as Course[]).find((c) => c.title === COURSE_TITLE);
  if (!found) throw new Error(`no seeded course "${COURSE_TITLE}"`);
  course = found;
  coursePath = `/courses/${course.id}`;
  await memberState('credentials-member', MEMBER);
  await adminState('credentials-admin');
});

test('an editor gives the course CPD credit in /cms, and the course page shows it', async ({ page }) => {
  await signInToCms(page);
  await page.goto(`/cms/collections/courses/${course.id}`);
  await page
    .locator('.collapsible__toggle-wrap')
    .filter({ hasText: 'Continuing education (CPD)' })
    .getByRole('button', { name: 'Toggle block' })
    .click();
  await page.locator('#field-cpd__hours').fill(CPD.hours);
  await page.locator('#field-cpd__accreditor').fill(CPD.accreditor);
  await page.locator('#field-cpd__activityCode').fill(CPD.activityCode);
  // Published when the public course says so: pressed again only while Payload still offers it (an
  // autosave in flight disables it; a publish whose confirmation came late leaves nothing to press).
  const publish = page.getByRole('button', { name: 'Publish changes', exact: true });
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click({ timeout: 5_000 });
    const published = (await (await page.request.get(`/api/courses/${course.id}`)).json()) as Course;
    expect(published.cpd).toEqual({ hours: 7.5, accreditor: CPD.accreditor, activityCode: CPD.activityCode });
  }).toPass({ timeout: 60_000 });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a visitor sees the preview lesson in a dialog and the price (${theme} theme)`, async ({ browser }) => {
    // The theme is chosen before the page loads: the toggle is behind the modal dialog while it is open.
    const context = await browser.newContext();
    const page = await context.newPage();
    await useTheme(page, theme);
    await page.goto(coursePath);
    await expect(stageOf(page)).toHaveAttribute('data-stage', 'visitor');
    await expect(page.getByText('7.5 CPD hours').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enrolment' })).toBeVisible();
    await expectNoAxeViolations(page);
    const launch = page.getByRole('button', { name: 'Launch preview' });
    await launch.click();
    const dialog = page.getByRole('dialog', { name: PREVIEW!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('course-preview-lesson')).toBeFocused();
    await expect(dialog).toContainText(PREVIEW!.body.split('\n')[0]!.slice(0, 60));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launch).toBeFocused();
    await launch.click();
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
}

test('the course page follows the member: start, continue, the project step, then the certificate', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: statePath('credentials-member') });
  const page = await context.newPage();
  await useTheme(page, 'light');
  const member = await apiAs(statePath('credentials-member'));
  const admin = await apiAs(statePath('credentials-admin'));
  const mine = async () => (await (await member.get(`/api/me/courses/${course.id}`)).json()) as CourseLearning;

  // Not started: start the course; the preview and the price are still there, no progress yet.
  await page.goto(coursePath);
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'not-started');
  const nextStep = page.getByTestId('next-step');
  await expect(nextStep.getByRole('heading', { name: 'Start the course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Launch preview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enrolment' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveCount(0);
  await expectCleanInBothThemes(page);

  // In progress: continue (with the module the progress points at), the progress, the assessment.
  await nextStep.getByRole('button', { name: 'Start the course' }).click();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'in-progress');
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '20');
  expect((await mine()).enrollment?.progress).toBe(20);
  await expect(page.getByRole('button', { name: 'Launch preview' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Enrolment' })).toHaveCount(0);
  await expect(page.locator('#assessment').getByRole('button', { name: 'Start the assessment' })).toBeVisible();
  await nextStep.getByRole('button', { name: 'Continue: Module 1' }).click();
  await expect(page.getByRole('button', { name: /^Module 1: / })).toBeFocused();
  await expectCleanInBothThemes(page);

  // Passed: the project step comes first.
  const assessment = (await (await member.get(`/api/courses/${course.id}/assessment`)).json()) as Assessment;
  expect(assessment.questions).toHaveLength(KEY.length);
  const attempt = await member.post(`/api/me/courses/${course.id}/assessment/attempts`, {
    data: { answers: KEY.map((question) => question.correct - 1) },
  });
  expect(attempt.ok(), await attempt.text()).toBe(true);
  await page.reload();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'passed');
  await expect(nextStep.getByRole('heading', { name: 'Next: your course project' })).toBeVisible();
  await expect(nextStep).toContainText('You passed the assessment with 100%.');
  await expect(nextStep.getByRole('link', { name: 'Submit your project' })).toHaveAttribute('href', '#course-project');
  await expectCleanInBothThemes(page);

  // Certified: the certificate, its check page and LinkedIn; nothing to enrol in or retake.
  const project = await member.post(`/api/me/courses/${course.id}/project`, {
    data: {
      title: 'Readmission risk after heart failure',
      description: 'A logistic model.',
      link: 'https://osf.io/e2e',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const accepted = await admin.patch(
    `/api/admin/project-submissions/${((await project.json()) as { id: string }).id}`,
    {
      data: { status: 'accepted' },
    },
  );
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.reload();
  await expect(stageOf(page)).toHaveAttribute('data-stage', 'certified');
  const certificate = (await mine()).certificate as MyCertificate;
  const panel = page.getByRole('region', { name: COURSE_TITLE });
  await expect(panel.getByText(certificate.code)).toBeVisible();
  await expect(
    panel.getByText(`7.5 CPD hours, accredited by ${CPD.accreditor} (activity ${CPD.activityCode})`),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Public verification page' })).toHaveAttribute(
    'href',
    CERTIFICATE_PAGE.href(certificate.code),
  );
  await expectLinkedIn(panel.getByRole('link', { name: /^Add to LinkedIn/ }), certificate);
  for (const prompt of ['Start the course', 'Start the assessment', 'Retake the assessment', 'Launch preview']) {
    await expect(page.getByRole('button', { name: prompt })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Enrolment' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Course project' })).toHaveCount(0);
  await expectCleanInBothThemes(page);

  // The dashboard offers LinkedIn and the Open Badge too.
  await page.goto('/dashboard');
  const card = page.getByTestId('my-certificate').filter({ hasText: COURSE_TITLE });
  await expectLinkedIn(
    card.getByRole('link', { name: `Add to LinkedIn: ${COURSE_TITLE} (opens in a new tab)` }),
    certificate,
  );
  await expect(
    card.getByRole('link', { name: `Download Open Badge of the ${COURSE_TITLE} certificate` }),
  ).toHaveAttribute('href', certificate.credentialUrl);
  await expectCleanInBothThemes(page);

  await Promise.all([member.dispose(), admin.dispose(), context.close()]);
});

async function expectLinkedIn(link: ReturnType<Page['getByRole']>, certificate: MyCertificate) {
  await expect(link).toHaveAttribute('target', '_blank');
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
  const issued = new Date(certificate.issuedAt);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: COURSE_TITLE,
    organizationName: 'Manara Research',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: `${E2E_BASE_URL}${CERTIFICATE_PAGE.href(certificate.code)}`,
    certId: certificate.code,
  });
}

test('the PDF’s QR code opens the check page, whose credential verifies, fails when changed, and is revoked with the certificate', async ({
  browser,
  request,
}) => {
  const member = await apiAs(statePath('credentials-member'));
  const admin = await apiAs(statePath('credentials-admin'));
  const certificate = ((await (await member.get(`/api/me/courses/${course.id}`)).json()) as CourseLearning)
    .certificate as MyCertificate;

  // The PDF's QR code, decoded from the squares drawn in it.
  const pdf = await member.get(certificate.pdfUrl);
  expect(pdf.status()).toBe(200);
  const target = qrCodeOfPdf(await pdf.body());
  expect(target).toBe(`${E2E_BASE_URL}${CERTIFICATE_PAGE.href(certificate.code)}`);

  // The check page it opens shows the CPD credit and links the credential.
  const context = await browser.newContext();
  const page = await context.newPage();
  await useTheme(page, 'light');
  await page.goto(target ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is valid');
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: '7.5 CPD hours' })).toBeVisible();
  await expect(facts.filter({ hasText: CPD.accreditor })).toBeVisible();
  await expect(facts.filter({ hasText: CPD.activityCode })).toBeVisible();
  const link = page.getByRole('link', { name: 'Open Badges 3.0 credential' });
  await expect(link).toHaveAttribute('href', certificate.credentialUrl);
  await expectCleanInBothThemes(page);

  // The credential, as a visitor downloads it from that link, checked by an independent verifier.
  const download = await request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  const text = await download.text();
  const fetchJson = fetchJsonWith(request);
  expect(await checkCredential(JSON.parse(text), fetchJson)).toEqual({ proofValid: true, revoked: false, errors: [] });
  const at = text.indexOf('"creditsEarned": 7.5') + '"creditsEarned": '.length;
  expect(at).toBeGreaterThan(20);
  const tampered = `${text.slice(0, at)}8${text.slice(at + 1)}`;
  expect((await checkCredential(JSON.parse(tampered), fetchJson)).proofValid).toBe(false);

  // An admin revokes the certificate: the verifier reports the same credential revoked, the page says so.
  const revoked = await admin.patch(`/api/admin/certificates/${certificate.id}`, { data: { status: 'revoked' } });
  expect(revoked.ok()).toBe(true);
  expect(await checkCredential(JSON.parse(text), fetchJson)).toMatchObject({ proofValid: true, revoked: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate has been revoked');
  await expect(page.getByRole('link', { name: 'Open Badges 3.0 credential' })).toHaveCount(0);
  await expectCleanInBothThemes(page);

  await Promise.all([member.dispose(), admin.dispose(), context.close()]);
});
