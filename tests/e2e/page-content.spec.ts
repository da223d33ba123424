import { createEditor, signInToCms, publishInCms } from './cms-helpers';
import { expect, test } from './test';
import { E2E_BASE_URL } from '../helpers/e2e-env';

/**
 * Page content in the CMS (docs/decisions/017-page-content.md): an editor changes the home page's
 * hero headline in /cms and publishes it; the server-rendered / shows it on the next request.
 */

test('an editor’s new home headline shows on / once published, and the old one is gone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(browser, 'pages-editor', 'Paula Nasser');

  const home = (await (await request.get('/api/pages/home')).json()) as { hero: { headline: string } };
  const before = home.hero.headline;
  expect(await (await request.get('/')).text()).toContain(before);

  await signInToCms(page, editor);

  const headline = 'Clinical studies, from first question to accepted paper';
  await page.goto('/cms/globals/home-page');
  const field = page.locator('#field-hero__headline');
  await expect(field).toHaveValue(before, { timeout: 15_000 });
  await field.fill(headline);

  // Autosaved as a draft: visitors still get the published headline.
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/pages/home?preview=1')).json()) as typeof home).hero.headline,
      { timeout: 15_000 },
    )
    .toBe(headline);
  expect(await (await request.get('/')).text()).not.toContain(headline);

  await publishInCms(page);
  const html = await (await request.get('/')).text();
  expect(html).toContain(headline);
  expect(html).not.toContain(before);

  // The other specs expect the seeded copy: publish it back.
  const restored = await page.request.post('/cms/api/globals/home-page', {
    data: { _status: 'published', hero: { ...home.hero, headline: before } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(restored.status()).toBe(200);
});
