import { test as base, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';

const WRAPPED = Symbol('goto waits for hydration');
const NO_SCRIPTS = Symbol('scripts are off');
type MarkedPage = Page & { [WRAPPED]?: true; [NO_SCRIPTS]?: true };

/**
 * Makes `page.goto` return once React has taken over the page the server rendered. The site paints
 * its HTML first and loads its code after the first paint, so a test that clicks at once would
 * otherwise race hydration (a person needs longer than that to act). The CMS and the JSON API are
 * left as they are.
 */
function gotoWaitsForHydration(page: Page): void {
  const marked = page as MarkedPage;
  if (marked[WRAPPED]) return;
  marked[WRAPPED] = true;
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const { pathname } = new URL(page.url());
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    const site = !pathname.startsWith('/cms') && !pathname.startsWith('/api');
    if (html && site && !marked[NO_SCRIPTS]) await waitForHydration(page);
    return response;
  };
}

/**
 * Playwright's `test`, with every page that runs scripts (the test's own, and those of contexts
 * and pages a test opens itself) waiting for hydration after `goto`.
 */
export const test = base.extend<object, object>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // The test's page may already be wrapped by its context; without scripts there is nothing to wait for.
    if (javaScriptEnabled === false) (page as MarkedPage)[NO_SCRIPTS] = true;
    else gotoWaitsForHydration(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', gotoWaitsForHydration);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) gotoWaitsForHydration(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
