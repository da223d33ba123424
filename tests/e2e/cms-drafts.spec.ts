import { expect, test } from './test';
import { E2E_ADMIN, E2E_BASE_URL } from '../helpers/e2e-env';

/**
 * Drafts in /cms (docs/decisions/015-drafts-and-versions.md): an editor's change to a course is
 * autosaved as a draft, which only the editor's preview shows; publishing shows it on the next
 * request for /courses/{id}.
 */

test('an editor’s draft title stays off /courses until it is published', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const editor = { email: `drafts-editor-${Date.now()}@clinic.test`, password: 'editor-pass-123', name: 'Dana Haddad' };
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  const origin = { Origin: E2E_BASE_URL };
  expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN, headers: origin })).status()).toBe(200);
  const created = await admin.request.post('/api/admin/users', {
    data: { ...editor, role: 'editor', country: 'AE', plan: '' },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  await admin.close();

  await page.goto('/cms/login');
  await page.getByLabel(/email/i).fill(editor.email);
  await page.getByLabel(/password/i).fill(editor.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).not.toHaveURL(/\/cms\/login/, { timeout: 15_000 });

  // A course no other spec edits (they take the first two).
  const courses = (await (await request.get('/api/courses')).json()) as { id: string; title: string }[];
  const course = courses[3]!;
  const draftTitle = `${course.title} (draft for 2027)`;
  await page.goto(`/cms/collections/courses/${course.id}`);
  await page.locator('#field-title').fill(draftTitle);

  // Autosaved as a draft: the editor's preview shows it…
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/courses/${course.id}?preview=1`)).json()) as { title: string }).title,
      { timeout: 15_000 },
    )
    .toBe(draftTitle);
  // …while visitors still get the published course, in /api and the server-rendered page.
  expect(((await (await request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title).toBe(
    course.title,
  );
  expect(await (await request.get(`/courses/${course.id}`)).text()).not.toContain('(draft for 2027)');

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => await (await request.get(`/courses/${course.id}`)).text(), { timeout: 10_000 })
    .toContain('(draft for 2027)');
  expect(((await (await request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title).toBe(draftTitle);
});
