import {
  ASSESSMENT_ATTEMPT_BUDGET,
  attemptsLeftMessage,
  CERTIFICATE_PAGE,
  type Course,
  type CourseLearning,
  MESSAGES,
  SUCCESS_TOASTS,
} from '@manara/contracts';
import type { Browser, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { assessments } from '../../apps/cms/src/seed/data/assessments';
import { adminState, MEMBER_PASSWORD, signedInState, toastWith, uniqueEmail, useTheme } from './auth-helpers';
import { axeOn } from './page-checks';
import { expect, test } from './test';

/**
 * The learning walk: a new member's progress on two devices, the assessment (failed,
 * then passed), the course project and its review, the certificate on the dashboard, its PDF and
 * its public page, then a revocation.
 */
test.describe.configure({ timeout: 240_000 });

const MEMBER = { name: 'Rania Aziz', country: 'AE' };
const COURSE_TITLE = 'Biostatistics Foundations for Clinicians';
/** The seeded key (1-based), read by the test only: the browser never sees it. */
const KEY = assessments[COURSE_TITLE] ?? [];

/** Axe on the course page's learning sections only (the rest of the page has its own specs). */
async function expectLearningSectionsClean(page: Page) {
  let axe = axeOn(page);
  for (const selector of ['#assessment', '#course-project', 'section[aria-labelledby="course-progress-heading"]']) {
    axe = axe.include(selector);
  }
  const results = await axe.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Both themes, switched in place with the header's toggle (a reload would drop a shown result). */
async function expectCleanInBothThemes(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
  for (let i = 0; i < 2; i += 1) {
    await expectLearningSectionsClean(page);
    await toggle.click();
  }
}

/**
 * A small real PDF: the server reads the first bytes, and Payload's upload check sniffs the type
 * from the content, which a bare "%PDF-1.4" line does not satisfy.
 */
async function smallPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.text('Length of stay after hip surgery: medians by ward.');
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const progressOf = (page: Page) => page.getByRole('progressbar', { name: 'Course progress' });

async function openAs(browser: Browser, storageState: string, path: string) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await useTheme(page, 'light');
  await page.goto(path);
  return { context, page };
}

/** Answers every question: the key's option, or (to fail) the one after it. */
async function answer(page: Page, right: boolean) {
  const form = page.getByRole('form', { name: 'Assessment' });
  for (const [index, question] of KEY.entries()) {
    const choice = right ? question.correct - 1 : question.correct % question.options.length;
    const group = form.getByRole('radiogroup', { name: `${index + 1}. ${question.prompt}` });
    await group.getByRole('radio', { name: question.options[choice], exact: true }).check();
  }
  await form.getByRole('button', { name: 'Submit answers' }).click();
}

test('a new member: progress on two devices, the assessment, the project, the certificate and its revocation', async ({
  browser,
  page,
  request,
}) => {
  expect(KEY.length).toBeGreaterThanOrEqual(5);
  // Another spec may be publishing this course under a longer title (cms.spec adds "(2027 edition)").
  const course = ((await (await request.get('/api/courses')).json()) as Course[]).find((c) =>
    c.title.startsWith(COURSE_TITLE),
  );
  if (!course) throw new Error(`no seeded course "${COURSE_TITLE}"`);
  const coursePath = `/courses/${course.id}`;
  const email = uniqueEmail('learning');

  // A visitor: browser progress, 20 on first load, 40 after one lesson; no questions in the HTML.
  await useTheme(page, 'light');
  const html = await (await request.get(coursePath)).text();
  expect(html).not.toContain(KEY[0]?.prompt ?? '-');
  await page.goto(coursePath);
  await expect(progressOf(page)).toHaveAttribute('aria-valuenow', '20');
  await page.getByRole('button', { name: 'Mark lesson complete' }).click();
  await expect(progressOf(page)).toHaveAttribute('aria-valuenow', '40');
  const assessment = page.locator('#assessment');
  await expect(assessment.getByRole('radiogroup')).toHaveCount(0);

  // Registering from the assessment's sign-in link comes back here with the browser's 40 on the account.
  await assessment.getByRole('link', { name: 'Sign in to take the assessment' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const createTab = page.getByRole('tab', { name: 'Create Account' });
  await expect(async () => {
    await createTab.click();
    await expect(createTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill(MEMBER.name);
  await signUp.getByLabel('Country').selectOption(MEMBER.country);
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(MEMBER_PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.accountCreated.title)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${coursePath}#assessment$`));
  await expect(progressOf(page)).toHaveAttribute('aria-valuenow', '40');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `manara.progress.${course.id}`)).toBeNull();
  const mine = async () => (await (await page.request.get(`/api/me/courses/${course.id}`)).json()) as CourseLearning;
  expect((await mine()).enrollment?.progress).toBe(40);

  // Device one marks a lesson; device two (the same member, signed in elsewhere) sees it and moves on.
  await page.getByRole('button', { name: 'Mark lesson complete' }).click();
  await expect(progressOf(page)).toHaveAttribute('aria-valuenow', '60');
  await expect.poll(async () => (await mine()).enrollment?.progress).toBe(60);
  const second = await openAs(
    browser,
    await signedInState('learning-second', { email, password: MEMBER_PASSWORD }),
    coursePath,
  );
  await expect(progressOf(second.page)).toHaveAttribute('aria-valuenow', '60');
  await second.page.getByRole('button', { name: 'Mark lesson complete' }).click();
  await expect(progressOf(second.page)).toHaveAttribute('aria-valuenow', '80');
  await expect.poll(async () => (await mine()).enrollment?.progress).toBe(80);
  await page.reload();
  await expect(progressOf(page)).toHaveAttribute('aria-valuenow', '80');
  await second.context.close();

  // The assessment: nothing answered is refused on the page; a wrong set fails, the key's set passes.
  await expect(assessment.getByText('Not taken yet')).toBeVisible();
  await assessment.getByRole('button', { name: 'Start the assessment' }).click();
  await assessment.getByRole('button', { name: 'Submit answers' }).click();
  await expect(assessment.getByRole('alert')).toContainText(
    `Questions ${KEY.map((_, i) => i + 1)
      .slice(0, -1)
      .join(', ')} and ${KEY.length} are not answered yet`,
  );
  await expect(assessment.getByText(MESSAGES.questionUnanswered)).toHaveCount(KEY.length);
  await answer(page, false);
  const result = assessment.getByRole('region', { name: 'Your result' });
  await expect(result.getByText('0%', { exact: true })).toBeVisible();
  await expect(result.getByText('Not passed', { exact: true })).toBeVisible();
  // Before a pass the count alone: which answers were wrong would give the key away.
  await expect(result.getByText(MESSAGES.assessmentMissedAfterPass)).toBeVisible();
  await expect(result.getByText('Question 1: wrong.')).toHaveCount(0);
  await expect(result.getByText(attemptsLeftMessage(ASSESSMENT_ATTEMPT_BUDGET.perCourse - 1, null))).toBeVisible();
  await expectCleanInBothThemes(page);
  await result.getByRole('button', { name: 'Retake' }).click();
  await answer(page, true);
  await expect(result.getByText('100%', { exact: true })).toBeVisible();
  await expect(result.getByText('Passed', { exact: true })).toBeVisible();
  await expect(result).toContainText(`${KEY.length} of ${KEY.length} correct`);
  await expect(result.getByText('Question 1: right.')).toBeVisible();
  await expect(assessment.getByRole('definition').filter({ hasText: '100%' })).toHaveCount(2);
  await expectCleanInBothThemes(page);

  // The project: a small PDF.
  const project = page.locator('#course-project');
  await project.getByLabel('Project title').fill('Length of stay after hip surgery');
  await project.getByLabel('Short description').fill('Medians and IQRs by ward, and a Mann–Whitney test.');
  await project.getByLabel('Project file (PDF)').setInputFiles({
    name: 'length-of-stay.pdf',
    mimeType: 'application/pdf',
    buffer: await smallPdf(),
  });
  await project.getByRole('button', { name: 'Submit project' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.projectSubmitted.title)).toBeVisible();
  await expect(project.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(project.getByRole('link', { name: 'length-of-stay.pdf' })).toBeVisible();
  const submissionId = (await mine()).project?.id;
  expect(submissionId).toBeTruthy();
  await expectCleanInBothThemes(page);

  // An admin accepts it in the control panel: the certificate is issued at once.
  const admin = await openAs(browser, await adminState('learning-admin'), `/admin/projects?submission=${submissionId}`);
  await admin.page.getByRole('button', { name: 'Accept project' }).click();
  await expect(toastWith(admin.page, SUCCESS_TOASTS.projectAccepted.title)).toBeVisible();

  // The member: the course page's panel (the certificate takes the place of the assessment and
  // project, nothing is left to retake), the dashboard's list, the PDF and the public page.
  await page.reload();
  const panel = page.getByRole('region', { name: COURSE_TITLE });
  await expect(panel).toBeVisible();
  await expect(project).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retake the assessment' })).toHaveCount(0);
  await expect(panel.getByText('Certificate of completion')).toBeVisible();
  const code = (await mine()).certificate?.code ?? '';
  expect(code).toMatch(/^MNR-/);
  await expect(panel.getByText(code)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Public verification page' })).toHaveAttribute(
    'href',
    CERTIFICATE_PAGE.href(code),
  );
  await page.goto('/dashboard');
  const certificate = page.getByTestId('my-certificate').filter({ hasText: COURSE_TITLE });
  await expect(certificate).toContainText(code);
  const pdfHref = await certificate.getByRole('link', { name: /Download PDF/ }).getAttribute('href');
  const pdf = await page.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page.goto(CERTIFICATE_PAGE.href(code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is valid');

  // The admin revokes it; the public page says so.
  await admin.page.goto('/admin/enrollments');
  await admin.page.getByRole('button', { name: `Revoke the certificate of ${MEMBER.name}, ${COURSE_TITLE}` }).click();
  await admin.page.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(toastWith(admin.page, SUCCESS_TOASTS.certificateRevoked.title)).toBeVisible();
  await admin.context.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate has been revoked');
});
