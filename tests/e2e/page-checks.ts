import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { RENDER_EVERY_BAND } from '../../scripts/lib.mjs';

/** The WCAG 2.2 AA rule set every page of the site must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Stores the theme and matches the system preference before the site's scripts run. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('manara.theme', value), theme);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
}

/**
 * Axe with the WCAG 2.2 AA rules, run inside the page itself. The builder's default runs axe in
 * each frame and merges the results in a blank page it opens for every check, which made each check
 * two to three times slower; the site has no frames from another origin, the one case that needs it
 * (docs/performance.md, "Axe in the page").
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().withTags(AXE_TAGS);
}

/**
 * Runs `check` with every band of the page rendered, as a reader scrolling to each would see it
 * (`RENDER_EVERY_BAND`): a band not rendered yet keeps the old theme's computed colours after the
 * theme is switched in place, which axe would read.
 */
export async function withEveryBandRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: RENDER_EVERY_BAND });
  try {
    return await check();
  } finally {
    await style.evaluate((node) => node.remove());
  }
}

/** Runs axe on the page as it is and fails with each violation's rule, impact and elements. */
export async function expectNoAxeViolations(page: Page) {
  const results = await withEveryBandRendered(page, () => axeOn(page).analyze());
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
