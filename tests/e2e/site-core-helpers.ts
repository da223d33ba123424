import type { Page } from '@playwright/test';
import { expectNoAxeViolations as expectNoViolationsNow } from './page-checks';

/** Stores a country and theme before the site's scripts run (only on the first load of the test). */
export async function presetStorage(page: Page, values: { country?: string; theme?: 'light' | 'dark' }) {
  await page.addInitScript((preset) => {
    if (window.sessionStorage.getItem('e2e-preset')) return;
    window.sessionStorage.setItem('e2e-preset', '1');
    if (preset.country) window.localStorage.setItem('manara.country', preset.country);
    if (preset.theme) window.localStorage.setItem('manara.theme', preset.theme);
  }, values);
}

/** Runs axe on the page as it is; reveals are given time to finish first so contrast is final. */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForTimeout(700);
  await expectNoViolationsNow(page);
}

/** The toast region's text once a toast with this title is shown. */
export function toast(page: Page, title: string) {
  return page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }));
}
