import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered page (its props are on the root's first
 * element). The HTML is visible, and its buttons clickable, before the scripts have run: a click
 * that comes earlier does nothing, or submits a form natively.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const first = document.getElementById('root')?.firstElementChild;
        return !!first && Object.keys(first).some((key) => key.startsWith('__reactProps'));
      }),
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated this element. The forms below the fold load their code once they
 * come near the viewport (or are touched), so this scrolls to the element first; until the code
 * has run, a click would submit the server's HTML form natively.
 */
export async function waitForHydrated(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}
