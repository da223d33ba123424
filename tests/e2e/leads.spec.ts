import {
  A_LA_CARTE_SERVICES,
  type Lead,
  MESSAGES,
  NEWSLETTER_CONSENT_TEXT,
  quoteToast,
  recommendedPlan,
  type SiteSettings,
  SUCCESS_TOASTS,
  wizardBudgetLabel,
} from '@manara/contracts';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './test';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { linksIn } from '../helpers/smtp';
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
import { waitForHydrated, waitForHydration } from './hydration';
import { mailsTo, mailTo } from './mail-helpers';

// Issue 13: every public form reaches the team, in the Inbox and by e-mail (the run's SMTP server).
test.describe.configure({ timeout: 60_000 });

const MEMBER = { name: 'Dr. Rania Haddad', country: 'EG' as const };
const memberEmail = uniqueEmail('leads-member');
let team = '';

test.beforeAll(async ({ request }) => {
  team = ((await (await request.get('/api/site')).json()) as SiteSettings).supportEmail;
  await adminState('leads-admin');
  await memberState('leads-member', MEMBER, memberEmail);
});

/** The leads the Inbox lists for this sender, as the demo admin sees them. */
async function leadsOf(email: string, kind: Lead['kind']): Promise<Lead[]> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: statePath('leads-admin') });
  const response = await admin.get(`/api/admin/leads?kind=${kind}&q=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const leads = (await response.json()) as Lead[];
  await admin.dispose();
  return leads;
}

async function confirmedSubscribers(): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: statePath('leads-admin') });
  const csv = await (await admin.get('/api/admin/subscribers.csv')).text();
  await admin.dispose();
  return csv;
}

/** The session is confirmed after hydration (GET /api/auth/me); the member is then stored. */
async function waitForMember(page: Page) {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('manara.user'))).toContain(MEMBER.name);
}

async function fillWizard(page: Page, email?: string) {
  const wizard = page.getByRole('form', { name: 'Scoping wizard' });
  await waitForHydrated(wizard);
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel('Sample size').fill('310 patients');
  await wizard.getByLabel('Key variables').fill('age, eGFR, statin use');
  await next.click();
  await wizard.getByLabel(/Research question/).fill('Does statin use slow eGFR decline over two years?');
  await next.click();
  await wizard.getByLabel('Narrative report').check();
  await next.click();
  await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('4 weeks');
  await wizard.getByRole('combobox', { name: /Budget/ }).selectOption({ index: 2 });
  const emailField = wizard.getByRole('textbox', { name: /Email for your quote/ });
  if (email === undefined) {
    await expect(emailField).toHaveCount(0);
  } else {
    await wizard.getByRole('button', { name: 'Generate quote' }).click();
    await expect(wizard.getByText(MESSAGES.quoteEmailRequired)).toBeVisible();
    await emailField.fill(email);
  }
  await wizard.getByRole('button', { name: 'Generate quote' }).click();
}

test.describe('a visitor', () => {
  test('sends a contact message: toast, both e-mails, and the lead in the Inbox', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await waitForHydrated(page.locator('form[aria-labelledby="contact-form-title"]'));
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr. Omar Nasser');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We need a sample size for a cluster trial.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.messageSent.title)).toContainText(SUCCESS_TOASTS.messageSent.message);

    const teamMail = await mailTo(team, 'New contact message from Dr. Omar Nasser');
    expect(teamMail.text).toContain('We need a sample size for a cluster trial.');
    expect((await mailTo(email, 'We received your message')).text).toContain(SUCCESS_TOASTS.messageSent.message);
    const [lead] = await leadsOf(email, 'contact');
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Dr. Omar Nasser',
      email,
      message: 'We need a sample size for a cluster trial.',
      sourcePage: '/contact',
      status: 'new',
    });
  });

  test('a bot filling the hidden field is answered as a success and nothing is stored or sent', async ({ page }) => {
    const email = uniqueEmail('bot');
    await page.goto('/contact');
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await waitForHydrated(form);
    const trap = form.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await trap.fill('https://spam.example', { force: true });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Cheap Pills');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Buy now, limited offer for you.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.messageSent.title)).toBeVisible();
    expect(await leadsOf(email, 'contact')).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  test('joins the newsletter, confirms from the e-mail, then unsubscribes from it', async ({ page }) => {
    const email = uniqueEmail('reader');
    await page.goto('/');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Stay in the research loop' });
    await waitForHydrated(section.locator('form'));
    await section.getByLabel('Email').fill(email);
    await section.getByRole('checkbox', { name: NEWSLETTER_CONSENT_TEXT }).check();
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.newsletter.title)).toBeVisible();
    await expect(section.getByLabel('Email')).toHaveValue('');

    const mail = await mailTo(email, 'Confirm your subscription to the Manara Research newsletter');
    const [confirm] = linksIn(mail, `${E2E_BASE_URL}/newsletter/confirm?token=`);
    const [unsubscribe] = linksIn(mail, `${E2E_BASE_URL}/newsletter/unsubscribe?token=`);
    expect(confirm && unsubscribe).toBeTruthy();
    expect(await confirmedSubscribers()).not.toContain(email);

    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(await confirmedSubscribers()).toContain(email);

    await page.goto(unsubscribe!);
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    expect(await confirmedSubscribers()).not.toContain(email);
  });

  test('a newsletter link that is not valid says so in the server’s words', async ({ page }) => {
    await page.goto('/newsletter/confirm?token=not-a-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText(MESSAGES.newsletterLinkInvalid)).toBeVisible();
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByText(MESSAGES.newsletterLinkInvalid)).toBeVisible();
  });

  test('asks for a quote with an e-mail on the last step', async ({ page }) => {
    const email = uniqueEmail('quote-visitor');
    await page.addInitScript(() => window.localStorage.setItem('manara.country', 'SA'));
    await page.goto('/data-analysis');
    await waitForHydration(page);
    await fillWizard(page, email);
    const expected = quoteToast(recommendedPlan('500-2,000', 'SA'));
    await expect(toastWith(page, expected.title)).toContainText(expected.message);

    await mailTo(team, `New quote request from ${email}`);
    // The copy names the listed answers and the plan, never what the visitor typed.
    const copy = await mailTo(email, 'Your quote from Manara Research');
    expect(copy.text).toContain(expected.message.split('.')[0]);
    expect(copy.text).toContain(`Budget: ${wizardBudgetLabel('500-2,000', 'SAR')}`);
    expect(copy.text).not.toContain('310 patients');
    const [lead] = await leadsOf(email, 'quote');
    expect(lead).toMatchObject({
      kind: 'quote',
      email,
      details: expect.objectContaining({
        sampleSize: '310 patients',
        deliverables: ['Narrative report'],
        budget: wizardBudgetLabel('500-2,000', 'SAR'),
        country: 'SA',
      }),
    });
    expect(lead?.member ?? null).toBeNull();
  });

  test('Request scope goes to /auth and back to the item, with its dialog open', async ({ page }) => {
    await page.goto('/research-services');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'A-la-carte support' }).click();
    await page.getByRole('button', { name: 'Request scope: Manuscript editing' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await waitForHydration(page);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(memberEmail);
    await signIn.getByLabel('Password').fill(MEMBER_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/research-services\?scope=Manuscript\+editing$/);
    await expect(page.getByRole('dialog', { name: 'Request scope: Manuscript editing' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/research-services$/);
  });
});

test.describe('a signed-in member', () => {
  test.use({ storageState: statePath('leads-member') });

  test('asks for a quote without an e-mail field; it reaches their account and the team', async ({ page }) => {
    await page.goto('/data-analysis');
    await waitForHydration(page);
    // The last step has no e-mail field for a member.
    await waitForMember(page);
    await fillWizard(page);
    await expect(toastWith(page, 'Quote ready')).toBeVisible();

    await mailTo(team, `New quote request from ${MEMBER.name}`);
    await mailTo(memberEmail, 'Your quote from Manara Research');
    const [lead] = await leadsOf(memberEmail, 'quote');
    expect(lead).toMatchObject({ kind: 'quote', name: MEMBER.name, email: memberEmail });
    expect(lead?.member?.name).toBe(MEMBER.name);
    expect(lead?.serviceRequestId).toBeTruthy();
  });

  test('requests a scope in a dialog; it reaches the team', async ({ page }) => {
    const service = A_LA_CARTE_SERVICES[1];
    await page.goto('/research-services');
    await waitForHydration(page);
    await waitForMember(page);
    await page.getByRole('tab', { name: 'A-la-carte support' }).click();
    await page.getByRole('button', { name: `Request scope: ${service}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request scope: ${service}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText(MESSAGES.scopeDetailsTooShort)).toBeVisible();
    await dialog.getByLabel(/What do you need/).fill('A SAP for a stepped-wedge trial in 12 clinics.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.scopeRequested.title)).toContainText(
      SUCCESS_TOASTS.scopeRequested.message,
    );
    await expect(dialog).toHaveCount(0);

    await mailTo(memberEmail, `We received your scope request: ${service}`);
    const [lead] = await leadsOf(memberEmail, 'scope');
    expect(lead).toMatchObject({
      kind: 'scope',
      email: memberEmail,
      details: expect.objectContaining({ item: service }),
    });
  });

  test('a plan choice keeps the Checkout ready toast and is recorded for the team', async ({ page }) => {
    await page.goto('/pricing');
    await waitForHydration(page);
    await waitForMember(page);
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(toastWith(page, SUCCESS_TOASTS.checkout.title)).toBeVisible();
    await expect.poll(async () => (await leadsOf(memberEmail, 'plan')).length).toBe(1);
    const [lead] = await leadsOf(memberEmail, 'plan');
    expect(lead?.details).toMatchObject({ plan: 'Pro', cycle: 'monthly' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the scope dialog has no axe violations in ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(`/research-services?scope=${encodeURIComponent(A_LA_CARTE_SERVICES[0])}`);
      await expect(page.getByRole('dialog', { name: `Request scope: ${A_LA_CARTE_SERVICES[0]}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the newsletter pages have no axe violations in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of ['/newsletter/confirm?token=x.y', '/newsletter/unsubscribe']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
