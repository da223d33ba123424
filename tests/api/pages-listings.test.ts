import type { HeroPage } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewUrl } from '../../apps/cms/src/lib/live-preview';
import { PAGE_SEEDS } from '../../apps/cms/src/seed/data/pages';
import { createEditor, sendAs, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * The hero-only pages' copy in the CMS (docs/decisions/017-page-content.md): courses, portfolio,
 * reviews and the two AI tools, each a global edited through /cms's REST as its form does, read
 * through /api and the server-rendered page. Their lists and tools stay as they were.
 */
let api: TestApi;
let editor: string;

beforeAll(async () => {
  api = await startTestApiWithSite();
  editor = await createEditor(api, { email: 'listings-editor@clinic.test', name: 'Lina Editor', country: 'EG' });
});
afterAll(async () => {
  await api?.close();
});

/** Each page's slug, where the site shows it, and the <title> its route writes. */
const PAGES = [
  { slug: 'courses', path: '/courses', title: 'Courses' },
  { slug: 'portfolio', path: '/portfolio', title: 'Portfolio' },
  { slug: 'reviews', path: '/reviews', title: 'Client reviews' },
  { slug: 'journal-selection', path: '/ai-tools/journal-selection', title: 'Journal selection' },
  { slug: 'research-writer', path: '/ai-tools/research-writer', title: 'Research writer' },
] as const;

/** What /cms's form sends: `?draft=true&autosave=true` for an autosave, `_status: published` to publish. */
const save = (slug: string, body: object, draft: boolean) =>
  sendAs(api, editor, 'post', `/cms/api/globals/${slug}-page${draft ? '?draft=true&autosave=true' : ''}`).send(
    draft ? body : { _status: 'published', ...body },
  );

/** After a write the cache is dropped once more shortly after (hooks/invalidate-public-cache.ts). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** The page's h1 with `text` (the tools' names also show in the nav and the title). */
const h1 = (text: string) => new RegExp(`<h1[^>]*>${html(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`);

const headline = async (slug: string) => ((await api.request.get(`/api/pages/${slug}`)).body as HeroPage).hero.headline;

describe('the listing and tool pages serve their seeded copy', () => {
  it.each(PAGES)('$path: /api and the server-rendered page show the seeded hero', async ({ slug, path, title }) => {
    const seeded = PAGE_SEEDS[slug];
    const res = await api.request.get(`/api/pages/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(seeded);

    const page = await api.request.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${title} · Manara Research</title>`);
    expect(page.text).toMatch(h1(seeded.hero.headline));
    expect(page.text).toContain(html(seeded.hero.lead));
    if (seeded.hero.eyebrow) expect(page.text).toContain(`>${seeded.hero.eyebrow}<`);
  });

  it('each page is previewed in /cms on its own path', () => {
    const editorRequest = { user: { role: 'editor' } } as Parameters<typeof previewUrl>[1];
    for (const { slug, path } of PAGES) {
      expect(previewUrl({ global: `${slug}-page` }, editorRequest)).toMatch(new RegExp(`${path}\\?preview=1$`));
    }
  });
});

describe('an editor changes a listing page in /cms', () => {
  it.each(PAGES)('$path: a draft stays invisible; once published /api and the page show it', async ({ slug, path }) => {
    const seeded = PAGE_SEEDS[slug].hero;
    // Read first, so that the answers are cached: publishing must drop them.
    expect(await headline(slug)).toBe(seeded.headline);
    expect((await api.request.get(path)).text).toMatch(h1(seeded.headline));

    const edited = `Edited ${slug} headline, "as published"`;
    const lead = `The ${slug} page's new lead sentence.`;
    const hero = { ...seeded, headline: edited, lead };
    const draft = await save(slug, { hero }, true);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    await settled();
    expect(await headline(slug)).toBe(seeded.headline);
    const beforePublish = (await api.request.get(path)).text;
    expect(beforePublish).not.toContain(html(edited));
    expect(beforePublish).toMatch(h1(seeded.headline));

    const published = await save(slug, { hero }, false);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await headline(slug)).toBe(edited);
    const after = (await api.request.get(path)).text;
    expect(after).toMatch(h1(edited));
    expect(after).toContain(html(lead));
    expect(after).not.toMatch(h1(seeded.headline));
  });

  it("a page's search fields set its title and description; empty ones keep the route's", async () => {
    const before = (await api.request.get('/reviews')).text;
    expect(before).toContain('<title>Client reviews · Manara Research</title>');
    const meta = { title: 'Researchers on Manara', description: 'What clinicians say after working with us.' };
    const res = await save('reviews', { hero: PAGE_SEEDS.reviews.hero, meta }, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await api.request.get('/reviews')).text;
    expect(after).toContain('<title>Researchers on Manara · Manara Research</title>');
    expect(after).toContain(`content="${meta.description}"`);
  });
});
