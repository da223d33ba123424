import { COURSE_EDITED_IN_CMS, createEditor, publishInCms, seededCourse, signInToCms } from './cms-helpers';
import { expect, test } from './test';

/**
 * Media in /cms (docs/decisions/016-media.md): an editor gives a course an image from
 * the media library in the admin's own form and publishes; the next server-rendered /courses and
 * /courses/{id} show it with its variants and alt text.
 */

interface CourseRow {
  id: string;
  title: string;
  image?: { url: string; alt: string };
}

test('an editor sets a course’s image in /cms and the server-rendered course pages show it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createEditor(browser, 'media-editor', 'Iman Khalil');

  // A course without an image, and an image the seed uploaded.
  const course = await seededCourse<CourseRow>(request, COURSE_EDITED_IN_CMS.media);
  expect(course.image, 'the seed gives this course no image').toBeUndefined();
  const courses = (await (await request.get('/api/courses')).json()) as CourseRow[];
  const illustration = courses.find((c) => c.image)!.image!;
  const filename = decodeURIComponent(illustration.url.split('/').pop()!).replace(/-\d+x\d+\.webp$/, '');

  await signInToCms(page, editor);

  await page.goto(`/cms/collections/courses/${course.id}`);
  await page.getByRole('button', { name: /choose from existing/i }).click();
  // The library opens in a drawer; a row's file name picks that image for the field.
  const drawer = page.getByRole('dialog');
  await drawer
    .getByRole('button', { name: `${filename}.webp` })
    .first()
    .click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`${filename}.webp`).first()).toBeVisible();
  await publishInCms(page);

  // The next request renders the image on the course page, with its variants and alt text…
  await expect
    .poll(
      async () => (await (await request.get(`/courses/${course.id}`)).text()).includes(`alt="${illustration.alt}"`),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  const detail = await (await request.get(`/courses/${course.id}`)).text();
  expect(detail).toMatch(new RegExp(`<img[^>]+srcset="[^"]*${filename}-400x225\\.webp 400w`, 'i'));
  // …and on the course's card in the catalogue.
  await page.goto('/courses');
  const card = page.locator('[data-kind="course"]').filter({ hasText: course.title });
  await expect(card.getByRole('img', { name: illustration.alt })).toBeVisible();
  const fresh = (await (await request.get(`/api/courses/${course.id}`)).json()) as CourseRow;
  expect(fresh.image?.alt).toBe(illustration.alt);
});
