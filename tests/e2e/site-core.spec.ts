import {
  HOME_PORTFOLIO_COUNT,
  HOME_REVIEW_COUNT,
  SUCCESS_TOASTS,
  MESSAGES,
  type Service,
  type SiteSettings,
} from '@manara/contracts';
import { expect, test } from './test';
import { expectNoAxeViolations, presetStorage, toast } from './site-core-helpers';
import { waitForHydrated, waitForHydration } from './hydration';

test.describe('shared layout', () => {
  test('header: skip link, logo, main navigation with the current page marked, Sign In', async ({ page }) => {
    await page.goto('/');
    // A person presses Tab once the page is there; the route module loads after the document.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const labels = ['Home', 'Services', 'Courses', 'Portfolio', 'Reviews', 'Pricing', 'Contact'];
    // The links, and the label of the Services menu (tests/e2e/navigation.spec.ts).
    await expect(nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary')).toHaveText(labels);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Manara Research' }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

    await nav.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    // Focus moves to the new page's main region.
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('a route change scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Stay in the research loop' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer: three columns, offices, remote-first line and the support e-mail from /api/site', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Solutions', 'Resources', 'Connect']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    for (const city of ['Riyadh', 'Dubai', 'Cairo']) await expect(footer).toContainText(city);
    await expect(footer).toContainText(/remote-first/i);
    await expect(footer.getByRole('link', { name: settings.supportEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${settings.supportEmail}`,
    );
    for (const [name, href] of [
      ['Research services', '/research-services'],
      ['Workgroups', '/workgroups'],
      ['About us', '/about'],
      ['Journal selection (AI)', '/ai-tools/journal-selection'],
      ['Research writer (AI)', '/ai-tools/research-writer'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('mobile menu traps focus, closes on Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    // Focus never leaves the menu, forwards or backwards.
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await dialog.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dialog).toBeHidden();
  });

  test('the theme toggle applies the dark class and survives a reload', async ({ page }) => {
    await presetStorage(page, { theme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => window.localStorage.getItem('manara.theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('without a stored theme the system preference is used', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('country: the stored country is used; otherwise one of the five is picked and stored', async ({ page }) => {
    await page.goto('/');
    const select = page.getByRole('banner').getByLabel('Country');
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('manara.country')))
      .toMatch(/^(SA|AE|EG|US|UK)$/);
    const picked = await page.evaluate(() => window.localStorage.getItem('manara.country'));
    await expect(select).toHaveValue(picked ?? '');

    await select.selectOption('EG');
    expect(await page.evaluate(() => window.localStorage.getItem('manara.country'))).toBe('EG');
    await page.reload();
    await expect(page.getByRole('banner').getByLabel('Country')).toHaveValue('EG');
  });

  test('country: a first visit takes the country the browser names, by time zone, then language', async ({
    browser,
  }) => {
    const visits = [
      { timezoneId: 'Asia/Riyadh', locale: 'en-SA', country: 'SA' },
      { timezoneId: 'Africa/Cairo', locale: 'en-US', country: 'EG' },
      { timezoneId: 'Europe/Paris', locale: 'en-GB', country: 'UK' },
      { timezoneId: 'Asia/Kuwait', locale: 'ar-AE', country: 'AE' },
    ];
    for (const { timezoneId, locale, country } of visits) {
      const context = await browser.newContext({ timezoneId, locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('banner').getByLabel('Country')).toHaveValue(country);
      expect(await page.evaluate(() => window.localStorage.getItem('manara.country'))).toBe(country);
      await context.close();
    }
  });

  test('pricing on a phone: the country is chosen beside the plans, where the prices are', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Dubai', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/pricing');
    // The header's country is inside the menu on a phone; the page offers its own.
    await expect(page.getByRole('banner').getByLabel('Country')).toBeHidden();
    const picker = page.getByRole('main').getByLabel('Prices for');
    await expect(picker).toHaveValue('AE');
    await picker.selectOption('UK');
    await expect(page.locator('#table')).toContainText('£69');
    expect(await page.evaluate(() => window.localStorage.getItem('manara.country'))).toBe('UK');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('country changes made in another tab are followed', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/pricing');
    await first.getByRole('banner').getByLabel('Country').selectOption('US');
    await expect(first.locator('#table')).toContainText('$79');
    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('banner').getByLabel('Country').selectOption('UK');
    await expect(first.getByRole('banner').getByLabel('Country')).toHaveValue('UK');
    await expect(first.locator('#table')).toContainText('£69');
  });
});

test.describe('home', () => {
  test('hero, services, portfolio, reviews, numbers, team and closing call to action', async ({ page, request }) => {
    const services = (await (await request.get('/api/services')).json()) as Service[];
    const portfolio = (await (await request.get('/api/portfolio')).json()) as unknown[];
    const reviews = (await (await request.get('/api/reviews')).json()) as unknown[];
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '#services');

    const servicesSection = page.locator('#services');
    for (const service of services) {
      await expect(servicesSection.getByRole('link', { name: service.title })).toHaveAttribute('href', service.route);
    }

    const portfolioSection = page.getByRole('region', { name: 'Recent projects' });
    await expect(portfolioSection.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(
      Math.min(HOME_PORTFOLIO_COUNT, portfolio.length),
    );

    const reviewsSection = page.getByRole('region', { name: 'What researchers say' });
    await expect(reviewsSection.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/reviews');
    await expect(reviewsSection.locator('[data-slot="card"]')).toHaveCount(Math.min(HOME_REVIEW_COUNT, reviews.length));

    const numbers = page.getByRole('region', { name: 'Manara Research in numbers' });
    for (const value of ['500+', '120+', '4.9/5', '10k+']) await expect(numbers).toContainText(value);

    await expect(page.getByRole('region', { name: 'Researchers helping researchers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stay in the research loop' })).toBeVisible();

    const cta = page.getByRole('region', { name: 'Ready to move your research forward?' });
    await expect(cta.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    await expect(cta.getByRole('link', { name: 'Book a consult' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${settings.supportEmail.replace('.', '\\.')}`),
    );
  });

  test('Explore Services jumps to the services grid', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('newsletter: the contract’s messages on bad input, then Newsletter joined and a reset', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Stay in the research loop' });
    await waitForHydrated(form.locator('form'));
    await form.getByRole('button', { name: /subscribe/i }).click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(form.getByText(MESSAGES.consentRequired)).toBeVisible();

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /subscribe/i }).click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(form.getByText(MESSAGES.consentRequired)).toBeHidden();

    await form.getByLabel('Email').fill('reader@example.org');
    await form.getByRole('button', { name: /subscribe/i }).click();
    await expect(toast(page, SUCCESS_TOASTS.newsletter.title)).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
  });
});

test.describe('accessibility of the layout and home', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`home has no axe violations in ${theme}`, async ({ page }) => {
      await presetStorage(page, { theme, country: 'US' });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Stay in the research loop' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectNoAxeViolations(page);
    });

    test(`the open mobile menu has no axe violations in ${theme}`, async ({ page }) => {
      await presetStorage(page, { theme, country: 'US' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
