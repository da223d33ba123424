import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated a server-rendered page (its props are on the root's elements).
 * The HTML is visible, and its buttons clickable, before the scripts have run: a click that comes
 * earlier does nothing, or submits a form natively.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        // The root's children, past any <link> React put first (an image preload on a course page).
        const children = Array.from(document.getElementById('root')?.children ?? []);
        return children.some((child) => Object.keys(child).some((key) => key.startsWith('__reactProps')));
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
  // Loading its code replaces the server's element with React's: look again until React's is there.
  await expect
    .poll(async () => {
      await element.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
      return element
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')), undefined, { timeout: 1000 })
        .catch(() => false);
    })
    .toBe(true);
}
