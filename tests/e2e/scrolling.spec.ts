import type { Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Sections fade in as they are scrolled to, and a route change brings the reader to the top, but
 * the screen is never left blank: no section the reader is looking at stays faded out, and a new
 * page is never shown at the old page's position gliding up.
 */

const PHONE = { width: 390, height: 844 };

/** The sections still faded out that fill 20 % of the screen, or show 20 % of themselves. */
function hiddenInView(page: Page) {
  return page.evaluate(() => {
    const screenHeight = window.innerHeight;
    return Array.from(document.querySelectorAll<HTMLElement>('[data-slot="reveal"][data-state="hidden"]'))
      .map((el) => {
        const box = el.getBoundingClientRect();
        const seen = Math.max(0, Math.min(box.bottom, screenHeight) - Math.max(box.top, 0));
        return { text: (el.textContent ?? '').slice(0, 40), seen, height: box.height };
      })
      .filter(({ seen, height }) => seen >= 0.2 * screenHeight || seen >= 0.2 * height);
  });
}

test('scrolling a phone through the home page never leaves the screen blank', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto('/');
  const services = page.locator('#services');
  // 340 px of the services section on screen: a phone's screen would be 40 % blank under a rule of
  // "20 % of the section", which is taller than two screens.
  const top = await services.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(await services.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThan(PHONE.height);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top - PHONE.height + 340);
  await expect.poll(() => hiddenInView(page)).toEqual([]);

  // And on down the page, a screen at a time.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = top; y < height; y += PHONE.height * 0.8) {
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
    await expect.poll(() => hiddenInView(page)).toEqual([]);
  }
  await context.close();
});

test('a route change shows the new page at its top, never at the old position gliding up', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  // Near the footer its code loads: its links then navigate in the page.
  await page.waitForLoadState('networkidle');

  // Every frame from the click on: where the page is scrolled, and which page's heading is there.
  await page.evaluate(() => {
    const frames: Array<{ y: number; heading: string }> = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const record = () => {
      frames.push({ y: window.scrollY, heading: document.querySelector('h1')?.textContent ?? '' });
      if (frames.length < 120) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const home = await page.locator('h1').textContent();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('h1')).not.toHaveText(home ?? '');
  await page.waitForTimeout(1000);
  const frames = await page.evaluate(
    () => (window as unknown as { frames_: Array<{ y: number; heading: string }> }).frames_,
  );
  const onNewPage = frames.filter((frame) => frame.heading !== home);
  expect(onNewPage.length).toBeGreaterThan(0);
  expect(onNewPage.filter((frame) => frame.y !== 0)).toEqual([]);
  await expect(page.locator('main#main')).toBeFocused();
  await context.close();
});
