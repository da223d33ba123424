import { FAILURE_TOASTS, MESSAGES, PASSWORD_RESET_PAGE, SUCCESS_TOASTS, type SiteSettings } from '@manara/contracts';
import { expect, test } from './test';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { linksIn } from '../helpers/smtp';
import {
  expectNoAxeViolations,
  MEMBER_PASSWORD,
  memberState,
  statePath,
  toastWith,
  uniqueEmail,
  useTheme,
} from './auth-helpers';
import { waitForHydration } from './hydration';
import { mailTo } from './mail-helpers';

// A member who forgot their password resets it from the sign-in form, through the run's SMTP server.
test.describe.configure({ timeout: 90_000 });

const SUBJECT = 'Reset your Manara Research password';
const NEW_PASSWORD = 'brand-new-pass-456';

test('a member asks for a link, sets a new password from the mail and every other session ends', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('reset-member');
  // Signed in elsewhere before the reset: a laptop left open.
  await memberState('reset-laptop', { name: 'Reem Khalil', country: 'SA' }, email);
  const laptop = await browser.newContext({ storageState: statePath('reset-laptop') });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/dashboard');
  await expect(laptopPage.getByRole('heading', { level: 1, name: 'Welcome, Reem Khalil' })).toBeVisible();

  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
  await expect(page.getByRole('link', { name: `Write to ${settings.supportEmail}` })).toHaveAttribute(
    'href',
    `mailto:${settings.supportEmail}?subject=${encodeURIComponent('Password reset')}`,
  );
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('heading', { level: 1, name: 'Check your inbox' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(
    page.getByText(`If an account uses ${email}, a link to choose a new password is on its way.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await mailTo(email, SUBJECT);
  const [link] = linksIn(
    { ...mail, text: mail.html.replace(/<[^>]+>/g, ' ') },
    `${E2E_BASE_URL}${PASSWORD_RESET_PAGE}?token=`,
  );
  expect(link).toBeTruthy();

  await page.goto(link!);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password').fill('123');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(reset.getByText(MESSAGES.passwordTooShort)).toBeVisible();
  await reset.getByLabel('New password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.passwordChanged.title)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Reem Khalil' })).toBeVisible();

  // The laptop's session ended with the reset.
  await laptopPage.reload();
  await expect(laptopPage).toHaveURL(/\/auth$/);
  await laptop.close();

  // The old password no longer signs in; the new one does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(MEMBER_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, FAILURE_TOASTS.signIn.title)).toContainText(MESSAGES.invalidCredentials);
  await signIn.getByLabel('Password').fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.welcomeBack.title)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(link!);
  await waitForHydration(page);
  await reset.getByLabel('New password').fill('third-password-789');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // Another link: the form again, with the address already in it.
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(sent).toBeFocused();
  await page.getByRole('link', { name: 'Send another link' }).click();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/forgot-password$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a link without its token says so and offers a new one, in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto(PASSWORD_RESET_PAGE);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    await expectNoAxeViolations(page);

    await page.goto('/forgot-password');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('each form posts to its page: the link asked for, then the new password, and the link used once', async ({
    page,
  }) => {
    const email = uniqueEmail('plain-reset');
    await memberState('plain-reset', { name: 'Dr. Plain Reset', country: 'EG' }, email);

    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByText(MESSAGES.invalidEmail, { exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toContainText(FAILURE_TOASTS.resetLink.title);
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(
      page.getByText(`If an account uses ${email}, a link to choose a new password is on its way.`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send another link' })).toHaveAttribute('href', '/forgot-password');

    const mail = await mailTo(email, SUBJECT);
    const [link] = linksIn(
      { ...mail, text: mail.html.replace(/<[^>]+>/g, ' ') },
      `${E2E_BASE_URL}${PASSWORD_RESET_PAGE}?token=`,
    );
    await page.goto(link!);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password').fill('123');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(reset.getByText(MESSAGES.passwordTooShort, { exact: true })).toBeVisible();
    await expect(reset.getByRole('alert')).toContainText(FAILURE_TOASTS.passwordReset.title);
    await expect(reset.getByLabel('New password')).toHaveValue('');
    await reset.getByLabel('New password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get('/api/auth/me')).json()).user).toMatchObject({ email });

    await page.goto(link!);
    await reset.getByLabel('New password').fill('third-password-789');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid })).toBeVisible();
  });
});
