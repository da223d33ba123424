import type { Course, Project, SiteSettings } from '@manara/contracts';
import type { Page } from '@playwright/test';
import { useTheme } from './page-checks';
import { expect, test } from './test';

/**
 * The brand's visuals: the home hero's and the team's illustrations beside their words on a wide
 * screen, the proof line in a phone's first screen, and a cover on every course and project card
 * (the editor's image, else one drawn for its category), themed in the dark theme.
 */

/** The file an illustration draws (its `<use>`), fetched: an SVG with the symbol and the theme's colours. */
async function expectDrawn(page: Page, selector: string) {
  const href = await page.locator(`${selector} use`).first().getAttribute('href');
  expect(href).toMatch(/^\/assets\/.+\.svg#.+$/);
  const [file, id] = href!.split('#');
  const res = await page.request.get(file!);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
  const svg = await res.text();
  expect(svg).toContain(`id="${id}"`);
  expect(svg).toContain('var(--');
}

test('at 1280 px the home hero and the team section have their illustrations beside their words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const hero = page.locator('[data-illustration="analysis"]');
  await expect(hero).toBeVisible();
  const art = await hero.boundingBox();
  expect(art!.x).toBeGreaterThan(heading!.x + 600);
  expect(art!.y).toBeLessThan(heading!.y + heading!.height);
  await expectDrawn(page, '[data-illustration="analysis"]');

  const team = page.locator('[data-illustration="team"]');
  await team.scrollIntoViewIfNeeded();
  const teamHeading = await page.locator('#home-team-heading').boundingBox();
  const teamArt = await team.boundingBox();
  expect(teamArt!.x).toBeGreaterThan(teamHeading!.x + 500);
  await expectDrawn(page, '[data-illustration="team"]');
});

test('on a phone the first screen ends with the proof line from the site settings, not blank space', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/site')).json()) as SiteSettings;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const proof = page.getByRole('list', { name: 'Manara Research in numbers' });
  await expect(proof.getByRole('listitem')).toHaveText(settings.numbers.map((n) => `${n.value} ${n.label}`));
  const box = await proof.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  // And below it, still in the first screen, the illustration begins.
  expect((await page.locator('[data-illustration="analysis"]').boundingBox())!.y).toBeLessThan(844);
});

for (const [path, api] of [
  ['/courses', '/api/courses'],
  ['/portfolio', '/api/portfolio'],
] as const) {
  test(`every card on ${path} has a cover of the same size, drawn for its category when it has no image`, async ({
    page,
    request,
  }) => {
    const items = (await (await request.get(api)).json()) as Array<Course | Project>;
    expect(items.some((item) => item.image)).toBe(true);
    expect(items.some((item) => !item.image)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const cards = page.locator('[data-kind="course"], [data-kind="portfolio"]');
    await expect(cards).toHaveCount(items.length);
    const covers = cards.locator(':scope > div:first-child > :is(img, svg)');
    await expect(covers).toHaveCount(items.length);
    const heights = await covers.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    expect(await cards.locator('svg[data-motif]').count()).toBe(items.filter((item) => !item.image).length);
    await expectDrawn(page, 'svg[data-motif]');

    // One category, one cover: the cards follow the list's order.
    const drawn = await cards.evaluateAll((els) =>
      els.map((el) => {
        const cover = el.querySelector('svg[data-motif]');
        return cover ? `${cover.getAttribute('data-motif')} ${cover.getAttribute('style')}` : null;
      }),
    );
    const coverOf = new Map<string, string>();
    items.forEach((item, index) => {
      const cover = drawn[index];
      if (!cover) return;
      const category = 'category' in item ? item.category : item.domain;
      expect(coverOf.get(category) ?? cover, category).toBe(cover);
      coverOf.set(category, cover);
    });
    expect(coverOf.size).toBeGreaterThan(1);
  });
}

test('in the dark theme a light illustration is shown inverted and a photo only dimmed; not in the light theme', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    await page.goto('/courses');
    const inverted = page.locator('img[data-dark="invert"]').first();
    const plain = page.locator('[data-kind="course"] img:not([data-dark])').first();
    const filterOf = (img: typeof plain) => img.evaluate((el) => getComputedStyle(el).filter);
    if (theme === 'dark') {
      expect(await filterOf(inverted)).toContain('invert');
      expect(await filterOf(plain)).toContain('brightness');
    } else {
      expect(await filterOf(inverted)).toBe('none');
      expect(await filterOf(plain)).toBe('none');
    }
  }
});
