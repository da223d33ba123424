import { COURSE_EDITED_IN_CMS, createEditor, seededCourse, signInToCms } from './cms-helpers';
import { expect, test } from './test';

/**
 * Live preview in /cms (docs/decisions/015-drafts-and-versions.md): the course's public page beside
 * its form follows the editor's typing once the draft is autosaved, without reloading, while
 * visitors keep the published course.
 */

/** Set inside the preview frame: still there after the edit means the frame was never reloaded. */
const MARK = '__manaraPreviewMark';

test('an editor’s new course title shows in the live preview, and not on the public page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = await createEditor(browser, 'preview-editor', 'Lina Haddad');

  await signInToCms(page, editor);

  const course = await seededCourse<{ id: string; title: string }>(request, COURSE_EDITED_IN_CMS.livePreview);
  const draftTitle = `${course.title} (live preview)`;
  await page.goto(`/cms/collections/courses/${course.id}`);
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click();

  const frame = page.frameLocator('iframe');
  const heading = frame.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(course.title, { timeout: 20_000 });
  const preview = page.frames().find((f) => f.url().includes(`/courses/${course.id}?preview=1`));
  expect(preview, 'the frame shows the course page with ?preview=1').toBeTruthy();
  // Once React has taken over the page (its props are on the root's elements), mark it.
  await preview!.waitForFunction(() =>
    Array.from(document.getElementById('root')?.children ?? []).some((child) =>
      Object.keys(child).some((key) => key.startsWith('__reactProps')),
    ),
  );
  await preview!.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);

  await page.locator('#field-title').fill(draftTitle);
  await expect(heading).toHaveText(draftTitle, { timeout: 20_000 });
  // The same document, updated in place: no reload of the frame.
  expect(await preview!.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBe(true);

  // Visitors still get the published course, in /api and the server-rendered page.
  expect(((await (await request.get(`/api/courses/${course.id}`)).json()) as { title: string }).title).toBe(
    course.title,
  );
  expect(await (await request.get(`/courses/${course.id}`)).text()).not.toContain('(live preview)');
});
