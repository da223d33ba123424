import { expect, test } from '@playwright/test';
import { closePhones, holdScripts, isHydrated, slowPhone, TAKE_OVER } from './form-helpers';

/**
 * A press on the server's HTML before the page's scripts have come (docs/decisions/023): React's
 * handlers do not exist yet, so the page holds the press and carries it out once they do, as it
 * holds an early submit. Playwright's own `test`: these pages must not wait for hydration on `goto`.
 */
test.describe.configure({ timeout: 60_000 });
test.afterEach(closePhones);

test('the menu pressed before the scripts opens once they have taken the page over', async ({ browser }) => {
  const page = await slowPhone(browser);
  // Every script held: the HTML alone, as a visitor sees it from the first paint.
  const scripts = await holdScripts(page, '/courses', { afterEntry: false });
  // The document is not done loading while its entry module is held.
  await page.goto('/courses', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await isHydrated(page)).toBe(false);
  scripts.release();

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible(TAKE_OVER);
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('the theme pressed before the scripts switches once, when they have come', async ({ browser }) => {
  const page = await slowPhone(browser, { colorScheme: 'light' });
  const scripts = await holdScripts(page, '/pricing');
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  scripts.release();

  await expect(page.locator('html')).toHaveClass(/\bdark\b/, TAKE_OVER);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  // Once: a moment later it is still dark.
  await page.waitForTimeout(1_000);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
