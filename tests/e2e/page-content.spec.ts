import { expect, test } from './test';
import { E2E_ADMIN, E2E_BASE_URL } from '../helpers/e2e-env';

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
  const editor = { email: `pages-editor-${Date.now()}@clinic.test`, password: 'editor-pass-123', name: 'Paula Nasser' };
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  const origin = { Origin: E2E_BASE_URL };
  expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN, headers: origin })).status()).toBe(200);
  const created = await admin.request.post('/api/admin/users', {
    data: { ...editor, role: 'editor', country: 'AE', plan: '' },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  await admin.close();

  const home = (await (await request.get('/api/pages/home')).json()) as { hero: { headline: string } };
  const before = home.hero.headline;
  expect(await (await request.get('/')).text()).toContain(before);

  await page.goto('/cms/login');
  await page.getByLabel(/email/i).fill(editor.email);
  await page.getByLabel(/password/i).fill(editor.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/cms\/login/, { timeout: 15_000 });

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

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 15_000 });
  const html = await (await request.get('/')).text();
  expect(html).toContain(headline);
  expect(html).not.toContain(before);

  // The other specs expect the seeded copy: publish it back.
  const restored = await page.request.post('/cms/api/globals/home-page', {
    data: { _status: 'published', hero: { ...home.hero, headline: before } },
    headers: origin,
  });
  expect(restored.status()).toBe(200);
});
