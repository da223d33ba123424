import { MESSAGES, type Course, type SiteSettings } from '@manara/contracts';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { waitForHydration } from './hydration';

/**
 * Server-rendered public pages (docs/decisions/010-server-rendering.md): the served HTML holds the
 * content, the browser hydrates it without a warning, an error or a second fetch of the same data,
 * and without JavaScript the pages read and link.
 */
const PUBLIC_PAGES = [
  { path: '/', text: 'From research question to published paper' },
  { path: '/data-analysis', text: 'Data analysis for clinical research' },
  { path: '/research-services', text: 'Choose how we work together' },
  { path: '/courses', text: 'Learn research skills that get studies published' },
  { path: '/portfolio', text: 'Case studies from clinical research teams' },
  { path: '/reviews', text: 'What researchers say about working with us' },
  { path: '/about', text: 'Research support built by clinicians, for clinicians' },
  { path: '/pricing', text: 'Simple plans, priced for your region' },
  { path: '/ai-tools/journal-selection', text: 'Journal selection' },
  { path: '/ai-tools/research-writer', text: 'Research writer' },
  { path: '/workgroups', text: 'Research workgroups that get studies submitted' },
  { path: '/contact', text: 'Tell us about your research' },
  { path: '/auth', text: 'Sign in' },
  { path: '/reset-password', text: 'This link does not work' },
  { path: '/reset-password?token=a-token', text: 'Choose a new password' },
  { path: '/newsletter/unsubscribe', text: 'This link does not work' },
];

/** Every console error and warning, and every uncaught error, from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('server-rendered pages', () => {
  test('each public page is in the served HTML and hydrates without a warning or an error', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
    for (const { path, text } of PUBLIC_PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(text);
      expect(html, path).toContain(settings.supportEmail);

      const problems = collectProblems(page);
      await page.goto(path);
      await waitForHydration(page);
      // Effects that follow hydration (session check, country, theme) have run by now.
      await page.waitForTimeout(600);
      expect(problems, `${path}: ${problems.join('\n')}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('a reader with a stored member, dark theme and country sees no hydration warning', async ({ page }) => {
    await page.addInitScript(() => {
      const member = {
        id: '1',
        name: 'Stored Member',
        email: 'member@e2e.local',
        country: 'EG',
        plan: 'Pro',
        role: 'member',
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      window.localStorage.setItem('manara.user', JSON.stringify(member));
      window.localStorage.setItem('manara.theme', 'dark');
      window.localStorage.setItem('manara.country', 'AE');
    });
    for (const path of ['/', '/pricing', '/reviews', '/courses']) {
      const problems = collectProblems(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(600);
      expect(problems, `${path}: ${problems.join('\n')}`).toEqual([]);
      await expect(page.locator('html')).toHaveClass(/dark/);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('course pages: the course is in the HTML, and an unknown course answers 404', async ({ request }) => {
    const [course] = (await (await request.get('/api/courses')).json()) as Course[];
    const res = await request.get(`/courses/${course!.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${course!.title.replace(/&/g, '&amp;')} · Manara Research</title>`);
    expect(html).toContain('<meta property="og:type" content="website" />');

    const missing = await request.get('/courses/99999999');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Course not found');
  });

  test('a personal link is rendered by the server as the browser shows it, with or without its token', async ({
    request,
  }) => {
    // Without a token the served page already says the link does not work (nothing moves once the
    // scripts run); with one, it holds what the token is for. Every token's page is the same, and
    // none carries its token.
    const pages = [
      { path: '/reset-password', withToken: 'Choose a new password', without: MESSAGES.resetLinkInvalid },
      {
        path: '/newsletter/confirm',
        withToken: 'Confirming your subscription',
        without: MESSAGES.newsletterLinkInvalid,
      },
      { path: '/newsletter/unsubscribe', withToken: 'Unsubscribing', without: MESSAGES.newsletterLinkInvalid },
    ];
    for (const { path, withToken, without } of pages) {
      const bare = await (await request.get(path)).text();
      expect(bare, path).toContain('This link does not work');
      expect(bare, path).toContain(without);
      const linked: string[] = [];
      for (const token of ['first-token', 'second-token']) {
        const html = await (await request.get(`${path}?token=${token}`)).text();
        expect(html, path).toContain(withToken);
        expect(html, path).not.toContain('This link does not work');
        expect(html, path).not.toContain(token);
        linked.push(html);
      }
      expect(linked[1], path).toBe(linked[0]);
    }
    // Without scripts, a newsletter link offers its button only when there is something left to finish.
    const finish = 'Confirm my subscription';
    expect(await (await request.get('/newsletter/confirm?token=a-token')).text()).toContain(finish);
    expect(await (await request.get('/newsletter/confirm')).text()).not.toContain(finish);
  });

  test('hydrating /courses does not fetch the courses again', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) fetched.push(new URL(req.url()).pathname);
    });
    await page.goto('/courses');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(fetched).not.toContain('/api/courses');
    expect(fetched).not.toContain('/api/site');
    // The page works: the catalogue filters in the browser.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Learn research skills that get studies published',
    );
  });

  test('navigating in the browser updates the title, description and canonical link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle('Pricing · Manara Research');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pricing · Manara Research');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its content and its links navigate', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('From research question to published paper');
    await expect(page.getByRole('heading', { name: 'Support at every stage of your study' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Learn research skills that get studies published',
    );
    await expect(page.getByRole('link', { name: 'Biostatistics Foundations for Clinicians' }).first()).toBeVisible();
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('what only scripts could open is open, and what only scripts can do is not offered', async ({ page }) => {
    // The menu leads to the same pages in the footer; the theme and the country cannot switch.
    await page.goto('/contact');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(banner.getByRole('combobox')).toHaveCount(0);
    await banner.getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Solutions' })).toBeInViewport();
    await expect(
      page.getByRole('navigation', { name: 'Solutions' }).getByRole('link', { name: 'Pricing' }),
    ).toBeVisible();

    // Every answer of the FAQ.
    await expect(page.getByText('Usually within three business days.', { exact: false })).toBeVisible();
    await expect(page.getByText('We draft the protocol, consent forms', { exact: false })).toBeVisible();

    // Both ways of working, one under the other, with no tabs that cannot switch.
    await page.goto('/research-services');
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Workgroups: idea to publication in eight phases' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'A-la-carte support' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Request scope/ })).toHaveCount(0);

    // The prices in the server's currency, readable rather than waiting for a country that will not come.
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'Pro' });
    const amount = pro.locator('[data-slot="amount"]');
    await expect(amount).toHaveText(/\$\d/);
    expect(await amount.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(pro.getByRole('button')).toHaveCount(0);
    await expect(page.locator('[data-slot="segmented-control"]')).toBeHidden();
  });
});
