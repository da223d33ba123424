import { COURSE_EDITED_IN_CMS, createEditor, publishInCms, seededCourse, signInToCms } from './cms-helpers';
import { expect, test } from './test';

/**
 * Drafts in /cms (docs/decisions/015-drafts-and-versions.md): an editor's change to a course is
 * autosaved as a draft, which only the editor's preview shows; publishing shows it on the next
 * request for /courses/{id}.
 */

test('an editor’s draft title stays off /courses until it is published', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const editor = await createEditor(browser, 'drafts-editor', 'Dana Haddad');

  await signInToCms(page, editor);

  const course = await seededCourse<{ id: string; title: string }>(request, COURSE_EDITED_IN_CMS.drafts);
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

  await publishInCms(page);
  await expect
    .poll(async () => await (await request.get(`/courses/${course.id}`)).text(), { timeout: 10_000 })
    .toContain('(draft for 2027)');
  expect(((await (await request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title).toBe(draftTitle);
});
