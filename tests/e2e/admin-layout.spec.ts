import { SUCCESS_TOASTS, type Enrollment } from '@manara/contracts';
import { expect, test } from './test';
import { ADMIN_SECTIONS, open, sectionLink, sectionsNav } from './admin-helpers';
import { adminState, expectNoAxeViolations, statePath, toastWith } from './auth-helpers';

/**
 * The control panel's frame: each section at its own address, a sidebar from 1024 px and
 * a menu below, tables as labelled cards on a phone, and focus that never drops to the page after a
 * save. The sections' behaviour itself is in admin.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  await adminState('admin-layout');
});
test.use({ storageState: statePath('admin-layout') });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('every section has its own address, heading and document title; the sidebar marks the current one', async ({
  page,
}) => {
  await open(page, '/admin', 'Control panel');
  const nav = sectionsNav(page);
  // Desktop: the list is there without opening anything.
  await expect(nav.getByRole('button', { name: /Section/ })).toBeHidden();
  await expect(nav.getByRole('link')).toHaveCount(ADMIN_SECTIONS.length);

  for (const section of ADMIN_SECTIONS) {
    await sectionLink(page, section.link).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(section.title);
    await expect(sectionLink(page, section.link)).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // One section at a time: the page is no longer every section stacked up.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4_000);
  }

  // Counts beside the links come from the summary.
  const summary = (await (await page.request.get('/api/admin/summary')).json()) as {
    metrics: { courses: number };
  };
  await expect(sectionLink(page, 'Courses')).toHaveText(`Courses${summary.metrics.courses}`);

  // An address is a page of its own: it loads directly, and Back returns to the previous section.
  await open(page, '/admin/users', 'Users');
  await expect(sectionLink(page, 'Users')).toHaveAttribute('aria-current', 'page');
  await sectionLink(page, 'Enrollments').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollments' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // A metric card of the overview opens its section.
  await open(page, '/admin', 'Control panel');
  await page
    .getByRole('list', { name: 'Summary metrics' })
    .getByRole('link', { name: /^Pending reviews/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);

  await open(page, '/admin/no-such-section', 'Section not found');
  await expect(page).toHaveTitle('Section not found · Control panel · Manara Research');
  await page.getByRole('link', { name: 'Back to the overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections are in a menu that names the current one and closes once one is chosen', async ({ page }) => {
    await open(page, '/admin/courses', 'Courses');
    const nav = sectionsNav(page);
    const toggle = nav.getByRole('button', { name: 'Section: Courses' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionLink(page, 'Courses')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await sectionLink(page, 'Users').click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Section: Users' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('tables become stacked cards, each cell labelled, and nothing scrolls sideways', async ({ page }) => {
    for (const [path, heading, labels] of [
      ['/admin/courses', 'Courses', ['Title', 'Category', 'Level', 'Hours', 'Rating', 'Price', 'Actions']],
      ['/admin/enrollments', 'Enrollments', ['Course', 'Member', 'Status', 'Progress (%)', 'Learning', 'Actions']],
    ] as const) {
      await open(page, path, heading);
      const table = page.getByRole('table');
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();
      // The header row is kept for screen readers only.
      await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
      // Each cell shows its column's name above or beside its value.
      const cellLabels = firstRow.locator('[data-slot="cell-label"]');
      await expect(cellLabels).toHaveText([...labels]);
      for (const label of await cellLabels.all()) await expect(label).toBeVisible();
      // A card: the row spans the list's width and its cells sit one under another.
      const boxes = await firstRow.locator('th, td').evaluateAll((cells) =>
        cells.map((cell) => {
          const box = cell.getBoundingClientRect();
          return { top: box.top, left: box.left, width: box.width };
        }),
      );
      for (let i = 1; i < boxes.length; i += 1) {
        expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.top);
        expect(Math.abs(boxes[i]!.left - boxes[0]!.left)).toBeLessThan(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(page);
  });
});

test('focus after a save: the edited row, the form heading after a create, the list heading after a delete', async ({
  page,
}) => {
  await open(page, '/admin/courses', 'Courses');
  const courses = page.getByRole('region', { name: 'Courses', exact: true });
  const form = courses.getByRole('form', { name: 'Create course' });
  const title = `Focus course ${stamp()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').fill('Ethics');
  await form.getByLabel('Duration (hours)').fill('3');
  await form.getByLabel('Rating (0 to 5)').fill('4');
  await form.getByLabel('Price (USD)').fill('10');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseCreated.title)).toBeVisible();
  await expect(courses.getByRole('heading', { name: 'New course' })).toBeFocused();

  // Open the page of the table that holds the new course (the table pages in the catalog's order).
  const catalog = (await (await page.request.get('/api/courses')).json()) as { title: string }[];
  const index = catalog.findIndex((c) => c.title === title);
  const pager = courses.getByRole('navigation', { name: 'Courses pages' });
  await expect(pager).toContainText(`of ${catalog.length}`);
  for (let page = 0; page < Math.floor(index / 10); page += 1)
    await pager.getByRole('button', { name: 'Next' }).click();
  const row = courses.getByRole('row').filter({ hasText: title });
  const edit = row.getByRole('button', { name: `Edit ${title}` });
  await edit.click();
  const editForm = courses.getByRole('form', { name: `Edit course ${title}` });
  await expect(editForm.getByLabel('Title')).toBeFocused();
  await editForm.getByRole('button', { name: 'Cancel edit' }).click();
  await expect(edit).toBeFocused();

  await edit.click();
  await editForm.getByLabel('Price (USD)').fill('12');
  await editForm.getByRole('button', { name: 'Update course' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseUpdated.title)).toBeVisible();
  await expect(edit).toBeFocused();

  // Delete is destructive: it does not look like Edit, and it asks first.
  const remove = row.getByRole('button', { name: `Delete ${title}` });
  const colour = (button: typeof remove) => button.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(remove)).not.toBe(await colour(edit));
  await remove.click();
  await page.getByRole('alertdialog', { name: 'Delete this course?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, SUCCESS_TOASTS.courseRemoved.title)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(courses.getByRole('heading', { name: 'All courses' })).toBeFocused();
});

test('an enrollment row keeps focus on its Update button through the save', async ({ page, request }) => {
  await open(page, '/admin/enrollments', 'Enrollments');
  const [enrollment] = (await (await request.get('/api/admin/enrollments?limit=1&page=1')).json()) as Enrollment[];
  if (!enrollment) throw new Error('the seed has no enrollment');
  const who = `${enrollment.userName}, ${enrollment.courseTitle}`;
  const update = page.getByRole('button', { name: `Update enrollment of ${who}` });
  const progress = page.getByLabel(`Progress of ${who} (0 to 100)`);
  const status = page.getByLabel(`Status of ${who}`);
  // The row's controls and its Update line up: one row, centred on one line.
  const centres = await Promise.all(
    [status, progress, update].map(async (control) => {
      const box = (await control.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(2);

  await progress.fill(String(enrollment.progress === 35 ? 36 : 35));
  await update.click();
  await expect(toastWith(page, SUCCESS_TOASTS.enrollmentUpdated.title)).toBeVisible();
  await expect(update).toBeFocused();
  await expect(progress).toHaveValue(String(enrollment.progress === 35 ? 36 : 35));
});
