import { FAILURE_TOASTS, MESSAGES, SUCCESS_TOASTS } from '@manara/contracts';
import { expect, test } from './test';
import { E2E_ADMIN } from '../helpers/e2e-env';
import { expectNoAxeViolations, MEMBER_PASSWORD, toastWith, uniqueEmail, useTheme } from './auth-helpers';
import { waitForHydration } from './hydration';

// Two cores shared with the server and password hashing: give each test room.
test.describe.configure({ timeout: 60_000 });

test.describe('/auth', () => {
  test('shows Sign In first, with its fields, Forgot password to the reset page and the social sign-in note', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Manara Research');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'false');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Email')).toBeVisible();
    await expect(form.getByLabel('Password')).toBeVisible();
    await expect(form.getByLabel('Remember me')).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByText('Social sign-in is coming soon. For now, only email access is offered.')).toBeVisible();

    await page.getByRole('tab', { name: 'Create Account' }).click();
    // Each tab has its own heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Manara Research account');
    const signUp = page.getByRole('form', { name: 'Create account' });
    await expect(signUp.getByLabel('Full name')).toBeVisible();
    await expect(signUp.getByLabel('Country')).toBeVisible();
    await expect(signUp.getByLabel('Country').locator('option')).toHaveText([
      'Saudi Arabia',
      'United Arab Emirates',
      'Egypt',
      'United States',
      'United Kingdom',
    ]);
    await expect(signUp.getByLabel('Email')).toBeVisible();
    await expect(signUp.getByLabel('Password')).toBeVisible();
  });

  test('"Email and password are required" shows before any call, then the field rules', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login') || r.url().includes('/api/auth/register')) calls.push(r.url());
    });
    await page.goto('/auth');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText(MESSAGES.credentialsRequired).first()).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('123');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(form.getByText(MESSAGES.passwordTooShort)).toBeVisible();

    await page.getByRole('tab', { name: 'Create Account' }).click();
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByLabel('Full name').fill('Al');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText(MESSAGES.nameTooShort)).toBeVisible();
    await expect(signUp.getByText(MESSAGES.credentialsRequired).first()).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("a wrong password shows the server's sentence in the Sign in failed toast", async ({ page }) => {
    await page.goto('/auth');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill('definitely-wrong');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const toast = toastWith(page, FAILURE_TOASTS.signIn.title);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('creating an account says Account created and opens the dashboard; the same email again fails', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Lina Haddad');
    await form.getByLabel('Country').selectOption('AE');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.accountCreated.title)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lina Haddad' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('manara.user') ?? 'null'));
    expect(stored).toMatchObject({ email, name: 'Lina Haddad', country: 'AE', role: 'member', plan: 'Starter' });

    // Signed out, the same address cannot be registered twice: the server's sentence is shown.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    const failure = toastWith(page, FAILURE_TOASTS.signUp.title);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(MESSAGES.emailTaken);
  });

  test('signed out, /dashboard goes to /auth and comes back after sign-in; the admin lands on /admin', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByLabel('Remember me').check();
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.welcomeBack.title)).toBeVisible();
    // Back to the page first asked for, even for an admin.
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => window.localStorage.getItem('manara.user'))).toBeNull();
    // Asked for nothing: an admin goes to /admin.
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // After a sign-out, a later visit to a guarded page is remembered again.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a member who visits /admin lands on /dashboard, also after signing in from /admin', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('member-admin');
    const created = await page.request.post('/api/auth/register', {
      data: { email, password: MEMBER_PASSWORD, name: 'Omar Saleh', country: 'EG' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('The control panel is for admins')).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the route guard shows Checking session while /api/auth/me answers', async ({ page }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Checking session')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Checking session')).toHaveCount(0);
  });

  test('a 401 from any call signs the client out and sign-in returns to where it was', async ({ page, baseURL }) => {
    const login = await page.request.post('/api/auth/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: { Origin: baseURL ?? '' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('manara.user'))).not.toBeNull();

    // The server forgets the session; the next call answers 401.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => window.localStorage.getItem('manara.user'))).toBeNull();

    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations in the ${theme} theme, on both tabs and with errors shown`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/auth');
      await waitForHydration(page);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText(MESSAGES.credentialsRequired).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await expectNoAxeViolations(page);
    });
  }
});
