import {
  MESSAGES,
  NEWSLETTER_CONSENT_TEXT,
  quoteToast,
  recommendedPlan,
  SUCCESS_TOASTS,
  wizardBudgetLabel,
} from '@manara/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  adminState,
  expectNoAxeViolations,
  MEMBER_PASSWORD,
  memberState,
  statePath,
  uniqueEmail,
  useTheme,
} from './auth-helpers';
import {
  ADMIN_STATE,
  allReviews,
  closePhones,
  holdScripts,
  isHydrated,
  leadsOf,
  slowPhone,
  TAKE_OVER,
  toastOf,
} from './form-helpers';
import { E2E_BASE_URL } from '../helpers/e2e-env';
import { linksIn } from '../helpers/smtp';
import { mailTo } from './mail-helpers';

/**
 * Nothing a visitor types is lost (docs/decisions/023-progressive-enhancement.md): on a slow phone,
 * a form filled and sent before the page's scripts have taken over ends as it does for a visitor
 * who waited, typing before hydration stays where it was, and every public form works without
 * JavaScript. Playwright's own `test`: these pages must not wait for hydration on `goto`.
 */
test.describe.configure({ timeout: 60_000 });

const MEMBER = { name: 'Dr. Salma Idris', country: 'AE' };
const memberEmail = uniqueEmail('forms-member');

test.beforeAll(async () => {
  await adminState(ADMIN_STATE);
  await memberState('forms-member', MEMBER, memberEmail);
});
test.afterEach(closePhones);

const newsletterSection = (page: Page) => page.getByRole('region', { name: 'Stay in the research loop' });

test.describe('sent on a slow phone before the page’s scripts have taken over', () => {
  test('the contact form: the toast, an empty form and the message stored', async ({ browser }) => {
    const page = await slowPhone(browser);
    const scripts = await holdScripts(page, '/contact');
    const email = uniqueEmail('early-contact');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr. Early Bird');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed and sent before the scripts came.');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await isHydrated(page)).toBe(false);
    scripts.release();

    await expect(toastOf(page, SUCCESS_TOASTS.messageSent.title)).toContainText(
      SUCCESS_TOASTS.messageSent.message,
      TAKE_OVER,
    );
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    expect(await leadsOf(email, 'contact')).toEqual([
      expect.objectContaining({ name: 'Dr. Early Bird', message: 'Typed and sent before the scripts came.' }),
    ]);
  });

  for (const path of ['/', '/about']) {
    test(`the newsletter form on ${path}, still the server's HTML: the toast and the confirmation sent`, async ({
      browser,
    }) => {
      const page = await slowPhone(browser);
      const scripts = await holdScripts(page, path);
      const email = uniqueEmail('early-reader');
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const section = newsletterSection(page);
      await section.getByLabel('Email').fill(email);
      await section.getByRole('checkbox', { name: NEWSLETTER_CONSENT_TEXT }).check();
      await section.getByRole('button', { name: 'Subscribe' }).click();
      scripts.release();

      await expect(toastOf(page, SUCCESS_TOASTS.newsletter.title)).toBeVisible(TAKE_OVER);
      await expect(section.getByLabel('Email')).toHaveValue('');
      await mailTo(email, 'Confirm your subscription to the Manara Research newsletter');
    });
  }

  test('sign in: the welcome toast and the dashboard', async ({ browser }) => {
    const page = await slowPhone(browser);
    const scripts = await holdScripts(page, '/auth');
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(memberEmail);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    scripts.release();

    await expect(toastOf(page, SUCCESS_TOASTS.welcomeBack.title)).toBeVisible(TAKE_OVER);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: new RegExp(MEMBER.name) })).toBeVisible();
  });

  test('sign up as soon as the Create Account tab answers: the account and the dashboard', async ({ browser }) => {
    const page = await slowPhone(browser);
    const email = uniqueEmail('early-sign-up');
    await page.goto('/auth', { waitUntil: 'domcontentloaded' });
    // The tabs switch once the page is React's; the visitor taps until they do.
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(async () => {
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await expect(form).toBeVisible({ timeout: 250 });
    }).toPass();
    await form.getByLabel('Full name').fill('Dr. Early Member');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(toastOf(page, SUCCESS_TOASTS.accountCreated.title)).toBeVisible(TAKE_OVER);
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ email, name: 'Dr. Early Member' });
  });

  test('the scoping wizard: keystrokes before its module stay in Sample size; the quote as toast and result', async ({
    browser,
  }) => {
    const page = await slowPhone(browser);
    await page.addInitScript(() => window.localStorage.setItem('manara.country', 'SA'));
    const scripts = await holdScripts(page, '/data-analysis');
    const email = uniqueEmail('early-quote');
    await page.goto('/data-analysis', { waitUntil: 'domcontentloaded' });
    const sampleSize = page.getByLabel('Sample size');
    await sampleSize.tap();
    await page.keyboard.type('310 pa');
    scripts.release();
    // The wizard's own form replaces the server's HTML as its module arrives: the field keeps the
    // focus, the caret and what was typed, and the next keys land in it.
    const wizard = page.getByRole('form', { name: 'Scoping wizard' });
    await expect
      .poll(
        () => wizard.getByLabel('Sample size').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))),
        TAKE_OVER,
      )
      .toBe(true);
    await page.keyboard.type('tients');
    await expect(wizard.getByLabel('Sample size')).toHaveValue('310 patients');
    await expect(wizard.getByLabel('Sample size')).toBeFocused();

    const next = wizard.getByRole('button', { name: 'Next' });
    await wizard.getByLabel('Key variables').fill('age, eGFR, statin use');
    await next.click();
    await wizard.getByLabel(/Research question/).fill('Does statin use slow eGFR decline over two years?');
    await next.click();
    await wizard.getByLabel('Narrative report').check();
    await next.click();
    await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('4 weeks');
    await wizard.getByRole('combobox', { name: /Budget/ }).selectOption('Over 5,000');
    await wizard.getByRole('textbox', { name: /Email for your quote/ }).fill(email);
    await wizard.getByRole('button', { name: 'Generate quote' }).click();

    const expected = quoteToast(recommendedPlan('Over 5,000', 'SA'));
    await expect(toastOf(page, expected.title)).toContainText(expected.message);
    const result = page.getByRole('region', { name: 'Your quote' });
    await expect(result).toContainText('Enterprise plan');
    await expect(result).toContainText(wizardBudgetLabel('Over 5,000', 'SAR'));
    await expect(result).toContainText('310 patients');
    await expect(result).toContainText(email);
    await expect(wizard.getByLabel('Sample size')).toHaveValue('');
    const [lead] = await leadsOf(email, 'quote');
    expect(lead?.details).toMatchObject({ sampleSize: '310 patients', budget: wizardBudgetLabel('Over 5,000', 'SAR') });
    await mailTo(email, 'Your quote from Manara Research');
  });

  test('a review as soon as the form appears for the member: the toast and the review pending', async ({ browser }) => {
    const page = await slowPhone(browser, { storageState: statePath('forms-member') });
    await page.goto('/reviews', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Share your review' });
    const story = `Fast, careful statistics ${Date.now()}.`;
    await form.getByRole('combobox', { name: 'Service' }).selectOption('Data Analysis');
    await form.getByLabel('Your story').fill(story);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(toastOf(page, SUCCESS_TOASTS.reviewSubmitted.title)).toBeVisible();
    expect(await allReviews()).toContainEqual(
      expect.objectContaining({ quote: story, status: 'pending', name: MEMBER.name }),
    );
  });
});

test.describe('typing before the page’s scripts take over', () => {
  for (const { path, field } of [
    { path: '/auth', field: (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByLabel('Email') },
    { path: '/contact', field: (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true }) },
    { path: '/ai-tools/research-writer', field: (page: Page) => page.getByLabel('Study topic') },
    { path: '/ai-tools/journal-selection', field: (page: Page) => page.getByLabel('Manuscript focus') },
  ]) {
    test(`${path}: the value, the focus and the caret stay when the scripts arrive`, async ({ browser }) => {
      const page = await slowPhone(browser);
      const scripts = await holdScripts(page, path);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await field(page).click();
      await page.keyboard.type('typed@early.test');
      await page.keyboard.press('ArrowLeft');
      scripts.release();
      await expect.poll(() => isHydrated(page), TAKE_OVER).toBe(true);
      await expect(field(page)).toBeFocused();
      await page.keyboard.type('!');
      // Leaving the field re-renders it: a value the form did not know would be emptied here.
      await page.keyboard.press('Tab');
      await expect(field(page)).toHaveValue('typed@early.tes!t');
    });
  }
});

test('before the scripts, a form that posts is live and the AI tools’ submit waits for them', async ({ browser }) => {
  // The contact form has a plain post to fall back on; the journal tool makes no server call, and a
  // native submit would carry the manuscript in the address.
  const contact = await slowPhone(browser);
  const contactScripts = await holdScripts(contact, '/contact');
  await contact.goto('/contact', { waitUntil: 'domcontentloaded' });
  await expect(contact.getByRole('button', { name: 'Send message' })).toBeEnabled();
  contactScripts.release();

  const tool = await slowPhone(browser);
  const toolScripts = await holdScripts(tool, '/ai-tools/journal-selection');
  await tool.goto('/ai-tools/journal-selection', { waitUntil: 'domcontentloaded' });
  const recommend = tool.getByRole('button', { name: 'Recommend journals' });
  await expect(recommend).toBeDisabled();
  toolScripts.release();
  await expect(recommend).toBeEnabled(TAKE_OVER);
});

test('a form page evaluates its validation (zod) once the visitor starts on the form, and checks with it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const zodLoaded = () => scripts.some((path) => /^\/assets\/zod-[\w-]+\.js$/.test(path));
  await page.goto('/auth');
  await expect.poll(() => isHydrated(page), TAKE_OVER).toBe(true);
  expect(zodLoaded()).toBe(false);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('not-an-address');
  await expect.poll(zodLoaded).toBe(true);
  await form.getByLabel('Password').fill('abc');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByText(MESSAGES.passwordTooShort)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the contact form: the errors in the product’s words with what was typed, then the message sent', async ({
    page,
  }) => {
    const email = uniqueEmail('plain-contact');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr. Plain Form');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(MESSAGES.contactEmail).first()).toBeVisible();
    await expect(page.getByText(MESSAGES.contactMessage).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dr. Plain Form');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent by a plain HTML form.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS_TOASTS.messageSent.message })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    expect(await leadsOf(email, 'contact')).toHaveLength(1);
  });

  for (const path of ['/', '/about']) {
    test(`the newsletter form on ${path}: consent asked for, then joined`, async ({ page }) => {
      const email = uniqueEmail('plain-reader');
      await page.goto(path);
      await newsletterSection(page).getByLabel('Email').fill(email);
      await newsletterSection(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletterSection(page).getByText(MESSAGES.consentRequired).first()).toBeVisible();
      await newsletterSection(page).getByRole('checkbox', { name: NEWSLETTER_CONSENT_TEXT }).check();
      await newsletterSection(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletterSection(page).getByRole('status')).toContainText(SUCCESS_TOASTS.newsletter.message);
      await mailTo(email, 'Confirm your subscription to the Manara Research newsletter');
    });
  }

  test("the newsletter e-mail's links: each page's button confirms, then unsubscribes", async ({ page }) => {
    const email = uniqueEmail('plain-link-reader');
    await page.goto('/');
    await newsletterSection(page).getByLabel('Email').fill(email);
    await newsletterSection(page).getByRole('checkbox', { name: NEWSLETTER_CONSENT_TEXT }).check();
    await newsletterSection(page).getByRole('button', { name: 'Subscribe' }).click();
    const mail = await mailTo(email, 'Confirm your subscription to the Manara Research newsletter');

    for (const { action, button, done } of [
      { action: 'confirm', button: 'Confirm my subscription', done: 'Subscription confirmed' },
      { action: 'unsubscribe', button: 'Unsubscribe', done: 'You are unsubscribed' },
    ]) {
      const [link] = linksIn(mail, `${E2E_BASE_URL}/newsletter/${action}?token=`);
      await page.goto(link!);
      // Nothing happens by itself without scripts, and the page does not say it is happening.
      await expect(page.getByText('One moment while we')).toBeHidden();
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { level: 1, name: done })).toBeVisible();
      await expect(page.getByRole('button', { name: button })).toHaveCount(0);
    }
  });

  test('sign in: a wrong password says so; the right one signs in and goes to the dashboard', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(memberEmail);
    await form.getByLabel('Password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
      MESSAGES.invalidCredentials,
    );
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(memberEmail);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Password')).toHaveValue('');

    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get('/api/auth/me')).json()).user).toMatchObject({ email: memberEmail });
  });

  test('sign up: both forms show; the account is created and signed in', async ({ page }) => {
    const email = uniqueEmail('plain-sign-up');
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form).toBeVisible();
    await form.getByLabel('Full name').fill('Dr. Plain Member');
    await form.getByLabel('Country').selectOption('EG');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get('/api/auth/me')).json()).user).toMatchObject({
      email,
      name: 'Dr. Plain Member',
      country: 'EG',
    });
  });

  test('the scoping wizard, one step per page: checked, Back kept the answers, then the quote', async ({ page }) => {
    const email = uniqueEmail('plain-quote');
    await page.goto('/data-analysis');
    const wizard = page.getByRole('form', { name: 'Scoping wizard' });
    const next = wizard.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(wizard.getByText(MESSAGES.required).first()).toBeVisible();
    await wizard.getByLabel('Sample size').fill('88 wards');
    await wizard.getByLabel('Key variables').fill('falls, staffing');
    await next.click();
    await wizard.getByLabel(/Research question/).fill('Do staffing levels predict inpatient falls?');
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.getByLabel('Sample size')).toHaveValue('88 wards');
    await next.click();
    await expect(wizard.getByLabel(/Research question/)).toHaveValue('Do staffing levels predict inpatient falls?');
    await next.click();
    await wizard.getByLabel('Slide deck').check();
    await next.click();
    await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('2 weeks');
    await wizard.getByRole('combobox', { name: /Budget/ }).selectOption('Under 500');
    await wizard.getByRole('textbox', { name: /Email for your quote/ }).fill(email);
    await wizard.getByRole('button', { name: 'Generate quote' }).click();

    // Without scripts nobody has chosen a country: the default one's currency.
    const result = page.getByRole('region', { name: 'Your quote' });
    await expect(result).toContainText(quoteToast(recommendedPlan('Under 500', 'US')).message.split('. ')[0]!);
    await expect(result).toContainText(wizardBudgetLabel('Under 500', 'USD'));
    await expect(result).toContainText('Do staffing levels predict inpatient falls?');
    await expect(wizard.getByRole('heading', { name: 'Data essentials' })).toBeVisible();
    const [lead] = await leadsOf(email, 'quote');
    expect(lead).toMatchObject({ sourcePage: '/data-analysis#wizard' });
    expect(lead?.details).toMatchObject({ deliverables: ['Slide deck'], country: 'US' });
  });

  test.describe('a member', () => {
    test.use({ storageState: statePath('forms-member') });

    test('shares a review: missing details refused in the product’s words, then submitted', async ({ page }) => {
      const story = `Plain form, clear report ${Date.now()}.`;
      await page.goto('/reviews');
      const form = page.getByRole('form', { name: 'Share your review' });
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(page.getByRole('form', { name: 'Share your review' }).getByRole('alert')).toContainText(
        MESSAGES.reviewMissingDetails,
      );
      await form.getByRole('combobox', { name: 'Service' }).selectOption('Courses');
      await form.getByLabel('Your story').fill(story);
      await form.getByRole('button', { name: 'Submit review' }).click();
      await expect(page.getByRole('form', { name: 'Share your review' }).getByRole('status')).toContainText(
        SUCCESS_TOASTS.reviewSubmitted.message,
      );
      expect(await allReviews()).toContainEqual(expect.objectContaining({ quote: story, status: 'pending' }));
    });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`a form answered by the server, then taken over by the scripts, has no axe violations in ${theme}`, async ({
    browser,
  }) => {
    // No script at all while the visitor acts: the plain forms post, and the server answers.
    const page = await slowPhone(browser);
    await useTheme(page, theme);
    // A refused post is answered with its status (400): the browser notes that, and nothing else.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
    });
    const scripts = await holdScripts(page, '/data-analysis', { afterEntry: false });
    // The page paints while its script waits (the load events wait with it).
    await page.goto('/data-analysis', { waitUntil: 'commit' });
    const wizard = page.getByRole('form', { name: 'Scoping wizard' });
    await wizard.getByLabel('Sample size').fill('12 clinics');
    await wizard.getByLabel('Key variables').fill('waiting time');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel(/Research question/).fill('Does triage shorten the wait?');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Annotated code').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('Flexible');
    await wizard.getByRole('combobox', { name: /Budget/ }).selectOption('2,000-5,000');
    await wizard.getByRole('textbox', { name: /Email for your quote/ }).fill(uniqueEmail('axe-quote'));
    await wizard.getByRole('button', { name: 'Generate quote' }).click();
    await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Team plan');
    scripts.release();
    await expect.poll(() => isHydrated(page), TAKE_OVER).toBe(true);
    await expectNoAxeViolations(page);

    // A refusal's notice and errors, on the contact page.
    const again = await holdScripts(page, '/contact', { afterEntry: false });
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.contactName })).toBeVisible();
    again.release();
    await expect.poll(() => isHydrated(page), TAKE_OVER).toBe(true);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
