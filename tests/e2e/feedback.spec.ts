import { FAILURE_TOASTS, MESSAGES, SUCCESS_TOASTS, type Course } from '@manara/contracts';
import { memberState, toastWith } from './auth-helpers';
import { expect, test } from './test';

/** How a page answers what a visitor does: toasts that fit a phone, and results where they belong. */

const PHONE = { width: 390, height: 844 };

test('on a phone one toast shows at a time, and the next once it closes; a wide screen stacks them', async ({
  browser,
}) => {
  // A member: a visitor first gives the e-mail the invoice goes to, in a dialog of its own.
  const storageState = await memberState('feedback-toasts', { name: 'Dr. Huda Amin', country: 'SA' });
  const phone = await browser.newContext({ viewport: PHONE, storageState });
  const page = await phone.newPage();
  await page.goto('/pricing');
  for (const plan of ['Starter', 'Pro', 'Team']) await page.getByRole('button', { name: `Choose ${plan}` }).click();
  const shown = page.getByRole('status').filter({ hasText: SUCCESS_TOASTS.checkout.title });
  await expect(shown).toHaveCount(1);
  await page.getByRole('button', { name: 'close' }).click();
  // The next waits its turn, then shows alone.
  await expect(shown).toHaveCount(1);
  await expect(shown).toBeVisible();
  await phone.close();

  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const desk = await wide.newPage();
  await desk.goto('/pricing');
  for (const plan of ['Starter', 'Pro']) await desk.getByRole('button', { name: `Choose ${plan}` }).click();
  await expect(desk.getByRole('status').filter({ hasText: SUCCESS_TOASTS.checkout.title })).toHaveCount(2);
  await wide.close();
});

test('a damaged project PDF: its sentence under the file field, as well as in the toast', async ({
  browser,
  request,
}) => {
  const [course] = (await (await request.get('/api/courses')).json()) as Course[];
  if (!course) throw new Error('no seeded course');
  const context = await browser.newContext({
    storageState: await memberState('feedback-pdf', { name: 'Dr. Noor Saeed', country: 'SA' }),
  });
  const page = await context.newPage();
  await page.goto(`/courses/${course.id}#course-project`);
  const project = page.locator('#course-project');
  await project.getByLabel('Project title').fill('Readmissions after heart failure');
  await project.getByLabel('Short description').fill('A Cox model of 30-day readmission on the course data.');
  const file = project.getByLabel('Project file (PDF)');
  // Declared a PDF by its name and type, but not one inside: only the server can tell.
  await file.setInputFiles({ name: 'readmissions.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await project.getByRole('button', { name: 'Submit project' }).click();

  await expect(toastWith(page, FAILURE_TOASTS.projectSubmit.title)).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(new RegExp(MESSAGES.projectFileType));
  await expect(project.getByText(MESSAGES.projectFileType)).toBeVisible();
  await context.close();
});

test('a member who chooses a plan before the page has confirmed them is not asked for an e-mail', async ({
  browser,
}) => {
  // Signed in through the API: the cookie, and no user kept in this browser's storage (a new device).
  const storageState = await memberState('feedback-early-choice', { name: 'Dr. Sami Haddad', country: 'AE' });
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  // The server's answer to "who is this?" held a second: until it comes the page shows a visitor.
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.checkout.title)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
