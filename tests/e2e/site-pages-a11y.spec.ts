import { expect, test } from './test';
import { expectNoAxeViolations, PAGES, registerMember, useTheme } from './site-pages-helpers';
import { waitForHydration } from './hydration';

/**
 * Axe (WCAG 2.2 AA) on every page of this area in both themes, at desktop and phone widths, and
 * screenshots of the states a route alone does not show (journal results, a drafted study, the
 * signed-in review form) for review, in this run's results folder. The pages themselves are
 * captured by `npm run screenshots` (docs/screenshots), not in every test run.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    for (const { name, path, heading } of PAGES) {
      test(`${name} has no axe violations at 1280 and 390 px`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        // Data-driven pages: wait for their lists so the check sees the finished page.
        if (name === 'portfolio') await expect(page.getByRole('list', { name: 'Projects' })).toBeVisible();
        if (name === 'reviews') await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        // Two frames: what follows the width (media-query listeners, the phone header) has rendered.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expectNoAxeViolations(page);
      });
    }

    test('journal results have no axe violations', async ({ page }, testInfo) => {
      await page.goto('/ai-tools/journal-selection');
      await waitForHydration(page);
      await page.getByLabel('Manuscript focus').fill('cohort study of heart failure readmissions');
      await page.getByRole('button', { name: 'Recommend journals' }).click();
      await expect(page.getByRole('list', { name: 'Journals ranked for your manuscript' })).toBeVisible();
      await page.getByRole('button', { name: 'Show more' }).click();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`journal-results-${theme}.png`), fullPage: true });
    });

    test('writer errors and the drafted sections have no axe violations', async ({ page }, testInfo) => {
      await page.goto('/ai-tools/research-writer');
      await page.getByRole('button', { name: 'Generate draft' }).click();
      await expect(page.getByText('Describe your study topic')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Study topic').fill('Early mobilisation after cardiac surgery');
      await page.getByLabel('Dataset details').fill('Registry of 1,200 patients');
      await page.getByLabel('Methodology snapshot').fill('Retrospective cohort');
      await page.getByLabel('Primary outcomes').fill('Length of stay');
      await page.getByRole('button', { name: 'Generate draft' }).click();
      await expect(page.getByRole('heading', { name: 'Discussion' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`writer-draft-${theme}.png`) });
    });

    test('contact errors and an open FAQ answer have no axe violations', async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Enter your name')).toBeVisible();
      await page.getByRole('button', { name: 'How quickly can we start?' }).click();
      await expectNoAxeViolations(page);
    });

    test('the signed-in share-review form has no axe violations', async ({ page, baseURL }, testInfo) => {
      await registerMember(page, baseURL!);
      await page.goto('/reviews#share-review');
      await expect(page.getByRole('button', { name: 'Submit review' })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: testInfo.outputPath(`share-review-${theme}-390.png`), fullPage: true });
    });
  });
}
