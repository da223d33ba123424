import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` returning once React has taken over the page the server
 * rendered. The site paints its HTML first and loads its code after the first paint, so a test
 * that clicks at once would otherwise race hydration (a person needs longer than that to act).
 * Pages without JavaScript, the CMS and the JSON API are left as they are.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const { pathname } = new URL(page.url());
        const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
        if (html && !pathname.startsWith('/cms') && !pathname.startsWith('/api')) await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
