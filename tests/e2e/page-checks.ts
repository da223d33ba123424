import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Runs axe on the page as it is and fails with each violation's rule, impact and elements. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
