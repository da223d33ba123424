import {
  annualPrice,
  EMPTY_STATES,
  formatCoursePrice,
  formatPrice,
  MESSAGES,
  monthlyPrice,
  quoteToast,
  recommendedPlan,
  SUCCESS_TOASTS,
  type Course,
  type SiteSettings,
  wizardBudgetOptions,
} from '@manara/contracts';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { toastTokens } from '../../packages/ui/src/tokens/toast';
import { coursePreviews } from '../../apps/cms/src/seed/data/course-previews';
import { waitForHydrated, waitForHydration } from './hydration';
import { expectNoAxeViolations, presetStorage, toast } from './site-core-helpers';

async function chooseCountry(page: Page, code: string) {
  await page.getByRole('banner').getByLabel('Country').selectOption(code);
}

test.describe('data analysis', () => {
  test('pathways, wizard anchor, regional pricing block and FAQ', async ({ page }) => {
    await presetStorage(page, { country: 'UK' });
    await page.goto('/data-analysis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Four ways into your analysis' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(page.locator('#wizard')).toBeVisible();
    const pricing = page.getByRole('region', { name: 'Plans in your currency' });
    await expect(pricing).toContainText(formatPrice(monthlyPrice('UK', 'Pro'), 'GBP'));
    await expect(pricing).toContainText('Custom');
    await chooseCountry(page, 'EG');
    await expect(pricing).toContainText(formatPrice(monthlyPrice('EG', 'Pro'), 'EGP'));
    const faq = page.getByRole('region', { name: 'Questions we often hear' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(2);
  });

  test('the wizard walks its 4 steps, validates each, and shows the quote toast in the visitor currency', async ({
    page,
  }) => {
    await presetStorage(page, { country: 'SA' });
    await page.goto('/data-analysis#wizard');
    const wizard = page.locator('#wizard');
    await waitForHydrated(wizard.locator('form'));
    const next = wizard.getByRole('button', { name: 'Next' });
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(wizard.getByRole('region', { name: 'Data essentials' })).toBeVisible();
    await expect(wizard.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeVisible();

    // Step 1: Data essentials.
    await next.click();
    await expect(wizard.getByText(MESSAGES.required)).toHaveCount(2);
    await wizard.getByLabel('Data type').selectOption('SPSS');
    await wizard.getByLabel('Sample size').fill('420');
    await wizard.getByLabel('Key variables').fill('age, HbA1c, length of stay');
    await next.click();

    // Step 2: Objectives.
    await expect(wizard.getByRole('region', { name: 'Objectives' })).toBeVisible();
    await expect(wizard.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeEnabled();
    await wizard.getByLabel(/Research question/).fill('too short');
    await next.click();
    await expect(wizard.getByText(MESSAGES.objectivesTooShort)).toBeVisible();
    await wizard.getByLabel(/Research question/).fill('Does early mobilisation shorten length of stay?');
    await next.click();

    // Step 3: Deliverables.
    await expect(wizard.getByRole('region', { name: 'Deliverables' })).toBeVisible();
    await expect(wizard.getByRole('progressbar', { name: 'Step 3 of 4' })).toBeVisible();
    await next.click();
    await expect(wizard.getByText(MESSAGES.deliverablesRequired)).toBeVisible();
    // Back keeps what was typed.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard.getByLabel(/Research question/)).toHaveValue('Does early mobilisation shorten length of stay?');
    await next.click();
    await wizard.getByLabel('Narrative report').check();
    await wizard.getByLabel('Annotated code').check();
    await next.click();

    // Step 4: Timeline & budget.
    await expect(wizard.getByRole('region', { name: 'Timeline & budget' })).toBeVisible();
    await expect(wizard.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeVisible();
    const generate = wizard.getByRole('button', { name: 'Generate quote' });
    await generate.click();
    await expect(wizard.getByText(MESSAGES.timelineRequired)).toBeVisible();
    await expect(wizard.getByText(MESSAGES.budgetRequired)).toBeVisible();
    // The budget bands read in the visitor's currency (Saudi riyals here).
    await expect(wizard.getByRole('combobox', { name: /Budget/ }).locator('option')).toHaveText([
      'Choose a budget',
      ...wizardBudgetOptions('SAR').map((option) => option.label),
    ]);
    await wizard.getByRole('combobox', { name: 'Timeline' }).selectOption('4 weeks');
    await wizard.getByRole('combobox', { name: /Budget/ }).selectOption({ index: 2 });
    // A visitor adds the e-mail the quote goes to.
    await generate.click();
    await expect(wizard.getByText(MESSAGES.quoteEmailRequired)).toBeVisible();
    await wizard.getByRole('textbox', { name: /Email for your quote/ }).fill('wizard-visitor@e2e.local');
    await generate.click();

    // The second band fits the Pro plan: the product's sentence, at its price in riyals.
    const expected = quoteToast(recommendedPlan('500-2,000', 'SA'));
    expect(expected.message).toContain(`Pro plan at ${formatPrice(monthlyPrice('SA', 'Pro'), 'SAR')} per month`);
    const shown = toast(page, expected.title);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(expected.message);
    // The quote stays on the page as a result.
    const result = page.getByRole('region', { name: 'Your quote' });
    await expect(result.getByRole('heading', { name: 'Your quote' })).toBeFocused();
    await expect(result).toContainText('wizard-visitor@e2e.local');
    // The form and the step reset.
    await expect(wizard.getByRole('region', { name: 'Data essentials' })).toBeVisible();
    await expect(wizard.getByLabel('Sample size')).toHaveValue('');
    await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

test.describe('research services', () => {
  test('tabs, 8 phases, messaging-group link, 7 a-la-carte items and the tracker', async ({ page, request }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/research-services');
    const tabs = page.getByRole('tablist', { name: 'Research services' });
    await expect(tabs.getByRole('tab')).toHaveText(['Workgroups', 'A-la-carte support']);
    await expect(tabs.getByRole('tab', { name: 'Workgroups' })).toHaveAttribute('aria-selected', 'true');

    const phases = page.getByRole('list', { name: 'The eight phases of a research project' }).getByRole('listitem');
    await expect(phases).toHaveCount(8);
    const phaseNames = ['Idea', 'Protocol', 'IRB', 'Data', 'Analysis', 'Manuscript', 'Submission', 'Publication'];
    for (const [index, name] of phaseNames.entries()) {
      await expect(phases.nth(index).getByRole('heading')).toHaveText(`Phase ${index + 1}: ${name}`);
    }
    const join = page.getByRole('link', { name: /Join the messaging group/ });
    await expect(join).toHaveAttribute('href', settings.chatLink);
    await expect(join).toHaveAttribute('target', '_blank');

    // Keyboard: arrow keys move between tabs.
    await tabs.getByRole('tab', { name: 'Workgroups' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'A-la-carte support' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'A-la-carte support' });
    // Request scope names its service (a dialog for members, /auth first for visitors; leads.spec.ts).
    const requestButtons = panel.getByRole('button', { name: /^Request scope: / });
    await expect(requestButtons).toHaveCount(7);
    await expect(requestButtons.first()).toHaveText('Request scope');
    const firstService = (await panel.getByRole('heading', { level: 4 }).first().textContent()) ?? '';
    await expect(requestButtons.first()).toHaveAccessibleName(`Request scope: ${firstService}`);

    const tracker = page.getByRole('list', { name: 'Sample project progress' }).getByRole('listitem');
    await expect(tracker).toHaveText([
      /Protocol draft\s*Completed/,
      /Data collection\s*In progress/,
      /Analysis\s*Planned/,
      /Manuscript\s*Queued/,
    ]);
  });
});

test.describe('courses', () => {
  test('catalog cards show the course facts and link to /courses/{id}; the category filter filters', async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses')).json()) as Course[];
    expect(courses.length).toBeGreaterThan(1);
    await page.goto('/courses');
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(courses.length);

    const first = courses[0] as Course;
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(card.getByRole('link', { name: first.title })).toHaveAttribute('href', `/courses/${first.id}`);
    await expect(card).toContainText(first.category);
    await expect(card).toContainText(first.level);
    await expect(card).toContainText(`${first.durationHrs} hrs`);
    await expect(card).toContainText(first.rating.toFixed(1));
    await expect(card.getByRole('img', { name: `Rated ${first.rating.toFixed(1)} out of 5` })).toBeVisible();
    await expect(card).toContainText(formatCoursePrice(first.price));

    const category = first.category;
    const expected = courses.filter((c) => c.category === category);
    await page.getByLabel('Category').selectOption(category);
    await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(expected.length);
    for (const course of expected) await expect(list.getByRole('heading', { name: course.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}`));
    await page.getByLabel('Category').selectOption('all');
    await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(courses.length);
  });

  test('course detail: breadcrumb, progress starts at 20, +20 per lesson, clamped, Reset, stored per course', async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses')).json()) as Course[];
    const course = courses[0] as Course;
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');

    const bar = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(await page.evaluate((id) => localStorage.getItem(`manara.progress.${id}`), course.id)).toBe('20');
    const mark = page.getByRole('button', { name: 'Mark lesson complete' });
    await mark.click();
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    for (let i = 0; i < 3; i += 1) await mark.click();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    // Nothing is left to mark at 100 %.
    await expect(mark).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(mark).toBeDisabled();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(mark).toBeEnabled();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');

    // Another course has its own progress.
    const other = courses[1] as Course;
    await page.goto(`/courses/${other.id}`);
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '20');
  });

  test('course detail: 4-module syllabus accordion, certification info and the preview lesson', async ({
    page,
    request,
  }) => {
    const courses = (await (await request.get('/api/courses')).json()) as Course[];
    // A seeded course, which has a preview lesson (another spec may have just added courses of its own).
    const course = courses.find((c) => c.title in coursePreviews) as Course;
    await page.goto(`/courses/${course.id}`);
    const syllabus = page.getByRole('region', { name: 'Syllabus' });
    const triggers = syllabus.getByRole('button', { name: /^Module \d/ });
    await expect(triggers).toHaveCount(4);
    const second = triggers.nth(1);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Assessment and certification' })).toContainText('80%');
    await expect(page.getByRole('region', { name: 'Assessment and certification' })).toContainText(/project/);
    // The launcher opens the course's preview lesson in a dialog; Escape closes it, focus goes back.
    const launch = page.getByRole('button', { name: 'Launch preview' });
    await launch.click();
    const preview = coursePreviews[course.title];
    const dialog = page.getByRole('dialog', { name: preview?.title });
    await expect(dialog).toContainText(preview?.body.slice(0, 40) ?? '-');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launch).toBeFocused();
  });

  test('an unknown course shows Course not found with Back to courses', async ({ page }) => {
    await page.goto('/courses/does-not-exist-999');
    await expect(page.getByRole('heading', { level: 1, name: EMPTY_STATES.courseNotFound.title })).toBeVisible();
    await expect(page.getByText(EMPTY_STATES.courseNotFound.description)).toBeVisible();
    await page.getByRole('link', { name: 'Back to courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe('pricing', () => {
  test('#table with regional prices that follow the country; Enterprise Custom; Pro highlighted', async ({ page }) => {
    await presetStorage(page, { country: 'US' });
    await page.goto('/pricing');
    // The table is in the HTML before the page is interactive (amounts hidden until the country is known).
    await waitForHydration(page);
    const table = page.locator('#table');
    await expect(table).toContainText(formatPrice(monthlyPrice('US', 'Starter'), 'USD'));
    await expect(table).toContainText(formatPrice(monthlyPrice('US', 'Pro'), 'USD'));
    await expect(table).toContainText(formatPrice(monthlyPrice('US', 'Team'), 'USD'));
    await expect(table).toContainText('Custom');
    for (const [code, currency] of [
      ['SA', 'SAR'],
      ['AE', 'AED'],
      ['EG', 'EGP'],
      ['UK', 'GBP'],
    ] as const) {
      await chooseCountry(page, code);
      await expect(table).toContainText(formatPrice(monthlyPrice(code, 'Pro'), currency));
      await expect(table).toContainText(formatPrice(monthlyPrice(code, 'Team'), currency));
    }
    await expect(table.getByText(/recommended|most popular/i).first()).toBeVisible();
  });

  test('views: one Monthly / Annual / Project control that shows its state, under the toggle rules', async ({
    page,
  }) => {
    await presetStorage(page, { country: 'US' });
    await page.goto('/pricing');
    // The table is in the HTML before the page is interactive (amounts hidden until the country is known).
    await waitForHydration(page);
    const table = page.locator('#table');
    const pro = formatPrice(monthlyPrice('US', 'Pro'), 'USD');
    const proAnnual = formatPrice(annualPrice(monthlyPrice('US', 'Pro')), 'USD');
    const control = page.getByRole('group', { name: 'Billing period' });
    const monthly = control.getByRole('radio', { name: 'Monthly' });
    const annual = control.getByRole('radio', { name: /^Annual/ });
    const project = control.getByRole('radio', { name: 'Project' });
    // The radios are visually hidden inside their labels, which take the pointer.
    const choose = (radio: typeof monthly) => radio.locator('xpath=..').click();
    await expect(monthly).toBeChecked();
    await expect(table).toContainText(pro);
    await expect(table).toContainText('/ month');

    await choose(annual);
    await expect(annual).toBeChecked();
    await expect(table).toContainText(proAnnual);
    await expect(table).toContainText('/ year');
    // The selected segment shows it: it is filled, the others are not.
    await expect(annual.locator('xpath=..')).toHaveAttribute('data-state', 'on');
    await expect(monthly.locator('xpath=..')).toHaveAttribute('data-state', 'off');
    // Like the toggle, choosing Annual again goes back to monthly.
    await choose(annual);
    await expect(monthly).toBeChecked();
    await expect(table).toContainText('/ month');

    await choose(project);
    await expect(project).toBeChecked();
    await expect(table).toContainText('/ project');
    // Like the project button, choosing Project again goes back to monthly…
    await choose(project);
    await expect(monthly).toBeChecked();
    await expect(table).toContainText('/ month');
    // …and from project, Annual goes to annual; the arrow keys move between the views.
    await choose(project);
    await choose(annual);
    await expect(annual).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(project).toBeChecked();
    await expect(table).toContainText('/ project');
  });

  test('prices and feature lists start at the same height in every card of a row', async ({ page }) => {
    await presetStorage(page, { country: 'EG' });
    await page.goto('/pricing');
    await expect(page.locator('#table')).toContainText(formatPrice(monthlyPrice('EG', 'Pro'), 'EGP'));
    const cards = page.locator('[data-slot="pricing-table"] article');
    await expect(cards).toHaveCount(4);
    const tops = async (selector: string) =>
      cards.evaluateAll(
        (articles, sel) => articles.map((a) => Math.round(a.querySelector(sel)?.getBoundingClientRect().top ?? -1)),
        selector,
      );
    // 1280 px: the four plans share one row.
    expect(new Set(await tops('[data-slot="price"]')).size).toBe(1);
    expect(new Set(await tops('ul')).size).toBe(1);
    expect(new Set(await tops('[data-slot="card-footer"]')).size).toBe(1);
  });

  test('prices hold their place while the country loads, and a status says when they are in', async ({ page }) => {
    await presetStorage(page, { country: 'EG' });
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    const table = page.locator('[data-slot="pricing-table"]');
    const pendingHeight = await table.evaluate((el) => el.getBoundingClientRect().height);
    const status = page.getByRole('status').filter({ hasText: /^Prices in / });
    await expect(status).toHaveText('Prices in EGP');
    await expect(table).toContainText(formatPrice(monthlyPrice('EG', 'Team'), 'EGP'));
    await expect(table.locator('[data-pending]')).toHaveCount(0);
    expect(await table.evaluate((el) => el.getBoundingClientRect().height)).toBe(pendingHeight);
  });

  test('Enterprise Contact sales opens a mail to sales, not the checkout toast', async ({ page, request }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/pricing');
    await waitForHydration(page);
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    const contact = enterprise.getByRole('link', { name: 'Contact sales' });
    await expect(contact).toHaveAttribute(
      'href',
      `mailto:${settings.supportEmail}?subject=${encodeURIComponent('Enterprise plan enquiry')}`,
    );
    await expect(enterprise.getByRole('button')).toHaveCount(0);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`public toasts stay about 4.5 s (reduced motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/pricing');
      // The table is in the HTML before the page is interactive (amounts hidden until the country is known).
      await waitForHydration(page);
      // The page clocks the toast itself: a test runner polling from outside, on a busy machine, can
      // see it late and would measure its own delay.
      await page.evaluate((title) => {
        const clock: { shown?: number; gone?: number } = {};
        (window as unknown as { toastClock: typeof clock }).toastClock = clock;
        const visible = () =>
          [...document.querySelectorAll('[role=status], [role=alert]')].some(
            (el) => el.textContent?.includes(title) && el.checkVisibility({ visibilityProperty: true }),
          );
        const tick = (now: number) => {
          if (clock.shown === undefined && visible()) clock.shown = now;
          else if (clock.shown !== undefined && !visible()) return void (clock.gone = now);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }, SUCCESS_TOASTS.checkout.title);
      await page.getByRole('button', { name: /Choose Starter/ }).click();
      // A visitor first says where the invoice goes.
      const dialog = page.getByRole('dialog', { name: /The Starter plan/ });
      await dialog.getByLabel('Email for the invoice').fill(`toast-${reducedMotion}-${Date.now()}@e2e.local`);
      await dialog.getByRole('button', { name: 'Send my choice' }).click();
      const shown = toast(page, SUCCESS_TOASTS.checkout.title);
      await expect(shown).toBeVisible();
      await expect(shown).toBeHidden({ timeout: toastTokens.durationMs.public + 3000 });
      const { shown: from, gone: to } = await page.evaluate(
        () => (window as unknown as { toastClock: { shown: number; gone: number } }).toastClock,
      );
      // Auto-close at 4.5 s, then the exit animation (none with reduced motion) removes it.
      expect(to - from).toBeGreaterThanOrEqual(toastTokens.durationMs.public - 100);
      expect(to - from).toBeLessThan(toastTokens.durationMs.public + 2500);
    });
  }

  test('an outside link to /pricing#table lands on the table', async ({ page }) => {
    await page.goto('/data-analysis');
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await expect(page).toHaveURL(/\/pricing#table$/);
    await expect(page.locator('#table')).toBeInViewport();
  });
});

test.describe('accessibility of my routes', () => {
  const routes = ['/data-analysis', '/research-services', '/courses', '/pricing'];
  for (const theme of ['light', 'dark'] as const) {
    for (const route of routes) {
      test(`${route} has no axe violations in ${theme}`, async ({ page }) => {
        await presetStorage(page, { theme, country: 'AE' });
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectNoAxeViolations(page);
      });
    }

    test(`course detail and its not-found state have no axe violations in ${theme}`, async ({ page, request }) => {
      const courses = (await (await request.get('/api/courses')).json()) as Course[];
      await presetStorage(page, { theme });
      await page.goto(`/courses/${(courses[0] as Course).id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/courses/missing-course');
      await expect(page.getByRole('heading', { level: 1, name: EMPTY_STATES.courseNotFound.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the wizard with its errors showing has no axe violations in ${theme}`, async ({ page }) => {
      await presetStorage(page, { theme });
      await page.goto('/data-analysis#wizard');
      await waitForHydrated(page.locator('#wizard form'));
      await page.locator('#wizard').getByRole('button', { name: 'Next' }).click();
      await expect(page.locator('#wizard').getByText(MESSAGES.required).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
