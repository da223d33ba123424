import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, useTheme } from './page-checks';
import { expect, test } from './test';

/**
 * The Services menu (Data analysis, Research services, Workgroups and the two AI tools): a
 * disclosure of links in the main navigation, on desktop and in the phone menu, by keyboard.
 */

const SERVICES = [
  ['Data analysis', '/data-analysis'],
  ['Research services', '/research-services'],
  ['Workgroups', '/workgroups'],
  ['Journal selection (AI)', '/ai-tools/journal-selection'],
  ['Research writer (AI)', '/ai-tools/research-writer'],
] as const;

function servicesMenu(scope: Page | Locator) {
  // Its text starts with its label, then its pages' names.
  const menu = scope.locator('details').filter({ hasText: /^Services/ });
  return { menu, label: menu.locator('summary'), links: menu.getByRole('link') };
}

test('desktop: Services opens with Enter or Space, Tab walks its pages, Escape closes it and returns focus', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const { menu, label, links } = servicesMenu(nav);
  await expect(menu).not.toHaveAttribute('open');
  await expect(links).toHaveCount(0);

  // From Home, Tab reaches the menu's label; Enter opens it.
  await nav.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(label).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open');
  await expect(links).toHaveText(SERVICES.map(([name]) => name));
  for (const [name, href] of SERVICES) await expect(links.filter({ hasText: name })).toHaveAttribute('href', href);
  for (const [name] of SERVICES) {
    await page.keyboard.press('Tab');
    await expect(links.filter({ hasText: name })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(label).toBeFocused();

  // Space opens it too; Tab past its last page closes it as focus leaves.
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('open');
  for (let i = 0; i <= SERVICES.length; i += 1) await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Courses' })).toBeFocused();
  await expect(menu).not.toHaveAttribute('open');

  // A click outside closes it; following one of its pages closes it and marks it current.
  await label.click();
  await expect(menu).toHaveAttribute('open');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).not.toHaveAttribute('open');
  await label.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/research-services$/);
  await expect(menu).not.toHaveAttribute('open');
  await expect(label).toHaveAttribute('data-current', 'true');
  await label.click();
  await expect(links.filter({ hasText: 'Research services' })).toHaveAttribute('aria-current', 'page');
});

test('the menu is open and readable in both themes, with no axe violation', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto('/workgroups');
    const { label, links } = servicesMenu(page.getByRole('banner'));
    await label.click();
    await expect(links).toHaveCount(SERVICES.length);
    await expectNoAxeViolations(page);
  }
});

test('before any script runs, the server HTML opens the menu and follows its links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const { label, links } = servicesMenu(page.getByRole('banner'));
  await label.click();
  await links.filter({ hasText: 'Workgroups' }).click();
  await expect(page).toHaveURL(/\/workgroups$/);
  await context.close();
});

test('phone menu: Services lists its pages, open on one of them; Escape closes the list, then the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  const { menu, label, links } = servicesMenu(dialog);
  await expect(menu).not.toHaveAttribute('open');
  await label.focus();
  await page.keyboard.press('Enter');
  await expect(links).toHaveText(SERVICES.map(([name]) => name));
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open');
  await expect(label).toBeFocused();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Following one of its pages closes the menu; opened again there, the list shows that page.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await label.click();
  await links.filter({ hasText: 'Journal selection (AI)' }).click();
  await expect(page).toHaveURL(/\/ai-tools\/journal-selection$/);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu).toHaveAttribute('open');
  await expect(links.filter({ hasText: 'Journal selection (AI)' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
