import {
  MESSAGES,
  PAGE_SLUGS,
  type DataAnalysisPage,
  type PricingPage,
  type ResearchServicesPage,
} from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewUrl } from '../../apps/cms/src/lib/live-preview';
import { PAGE_SEEDS } from '../../apps/cms/src/seed/data/pages';
import { createEditor, sendAs, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * The service pages' copy in the CMS (docs/decisions/017-page-content.md): data analysis, research
 * services and pricing, each a global edited through /cms's REST as its form does, read through
 * /api and the server-rendered page. Prices, plan names and discount rates stay in code.
 */
let api: TestApi;
let editor: string;

beforeAll(async () => {
  api = await startTestApiWithSite();
  editor = await createEditor(api, { email: 'services-editor@clinic.test', name: 'Sami Editor', country: 'SA' });
});
afterAll(async () => {
  await api?.close();
});

/** What /cms's form sends: `?draft=true&autosave=true` for an autosave, `_status: published` to publish. */
const save = (global: string, body: object, draft: boolean) =>
  sendAs(api, editor, 'post', `/cms/api/globals/${global}${draft ? '?draft=true&autosave=true' : ''}`).send(
    draft ? body : { _status: 'published', ...body },
  );

/** After a write the cache is dropped once more shortly after (hooks/invalidate-public-cache.ts). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const page = async <T>(slug: string) => (await api.request.get(`/api/pages/${slug}`)).body as T;

/**
 * Saves `body` as a draft, checks that neither /api nor the page shows `text`, publishes it and
 * checks that both show it on the next request, and that `gone` has left the page.
 */
async function draftThenPublish(slug: string, body: object, text: string, gone: string) {
  // Read first, so that the answers are cached: publishing must drop them.
  expect(JSON.stringify(await page(slug))).not.toContain(text);
  expect((await api.request.get(`/${slug}`)).text).toContain(html(gone));

  const draft = await save(`${slug}-page`, body, true);
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  await settled();
  expect(JSON.stringify(await page(slug))).not.toContain(text);
  expect((await api.request.get(`/${slug}`)).text).not.toContain(html(text));

  const published = await save(`${slug}-page`, body, false);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(JSON.stringify(await page(slug))).toContain(text);
  const after = (await api.request.get(`/${slug}`)).text;
  expect(after).toContain(html(text));
  expect(after).not.toContain(html(gone));
}

describe('the service pages serve their seeded copy', () => {
  it('/api sends each page as seeded', async () => {
    for (const slug of ['data-analysis', 'research-services', 'pricing'] as const) {
      const res = await api.request.get(`/api/pages/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(PAGE_SEEDS[slug]);
    }
    const research = await page<ResearchServicesPage>('research-services');
    expect(research.tracker.items).toEqual([
      { title: 'Protocol draft', status: 'Completed' },
      { title: 'Data collection', status: 'In progress' },
      { title: 'Analysis', status: 'Planned' },
      { title: 'Manuscript', status: 'Queued' },
    ]);
    expect(research.workgroups.phases).toHaveLength(8);
    expect(research.aLaCarte.items).toHaveLength(7);
    const pricing = await page<PricingPage>('pricing');
    expect(pricing.plans.map((plan) => plan.plan)).toEqual(['Starter', 'Pro', 'Team', 'Enterprise']);
    expect((await page<DataAnalysisPage>('data-analysis')).pathways.items).toHaveLength(4);
  });

  it('the server-rendered pages show the seeded copy beside the prices and rates in code', async () => {
    const dataAnalysis = (await api.request.get('/data-analysis')).text;
    expect(dataAnalysis).toContain('Survival and longitudinal analysis');
    expect(dataAnalysis).toContain('Is my data kept confidential?');
    expect(dataAnalysis).toContain('<title>Data analysis services · Manara Research</title>');

    const research = (await api.request.get('/research-services')).text;
    expect(research).toContain('Data collection');
    expect(research).toContain('In progress');
    expect(research).toContain('Responses to reviewers through to the accepted, published paper.');

    const pricing = (await api.request.get('/pricing')).text;
    expect(pricing).toContain('For clinicians running several studies at once.');
    expect(pricing).toContain('Five active projects');
    expect(pricing).toContain('30% off');
    expect(pricing).toContain('Enrolled students save on every monthly plan.');
  });
});

describe('an editor changes the service pages in /cms', () => {
  it('data analysis: a pathway and the title show after publishing, not before', async () => {
    const { pathways } = PAGE_SEEDS['data-analysis'];
    const items = [{ title: 'Bayesian re-analysis', text: 'Priors agreed with you, posteriors explained.' }];
    await draftThenPublish(
      'data-analysis',
      { pathways: { ...pathways, items }, meta: { title: 'Biostatistics for clinicians' } },
      'Bayesian re-analysis',
      'Survival and longitudinal analysis',
    );
    expect((await api.request.get('/data-analysis')).text).toContain(
      '<title>Biostatistics for clinicians · Manara Research</title>',
    );
  });

  it('research services: a service renamed keeps its stable key, and the tracker follows the editor', async () => {
    const { aLaCarte, tracker } = PAGE_SEEDS['research-services'];
    const items = aLaCarte.items.map((item) =>
      item.service === 'Manuscript editing' ? { ...item, title: 'Medical writing and editing' } : item,
    );
    const trackerItems = tracker.items.map((item) =>
      item.title === 'Data collection' ? { ...item, title: 'Chart abstraction' } : item,
    );
    await draftThenPublish(
      'research-services',
      { aLaCarte: { ...aLaCarte, items }, tracker: { ...tracker, items: trackerItems } },
      'Chart abstraction',
      'Data collection',
    );
    const published = await page<ResearchServicesPage>('research-services');
    expect(published.aLaCarte.items.find((item) => item.service === 'Manuscript editing')?.title).toBe(
      'Medical writing and editing',
    );
    expect((await api.request.get('/research-services')).text).toContain('Medical writing and editing');
  });

  it("pricing: a plan's tagline and a discount card change; the prices and rates do not", async () => {
    const { plans, discounts } = PAGE_SEEDS.pricing;
    const edited = plans.map((plan) =>
      plan.plan === 'Pro' ? { ...plan, tagline: 'For busy clinical investigators.' } : plan,
    );
    const cards = discounts.cards.map((card) =>
      card.discount === 'student' ? { ...card, title: 'Students and residents' } : card,
    );
    await draftThenPublish(
      'pricing',
      { plans: edited, discounts: { ...discounts, cards } },
      'For busy clinical investigators.',
      'For clinicians running several studies at once.',
    );
    const after = (await api.request.get('/pricing')).text;
    expect(after).toContain('Students and residents');
    expect(after).toContain('30% off');
    expect(after).toContain('Five active projects');
  });

  it('refuses a plan, service or status the product does not have, and keeps the published copy', async () => {
    const before = await page<PricingPage>('pricing');
    const plans = [{ plan: 'Platinum', tagline: 'Gold-plated.', features: ['Everything'] }];
    const badPlan = await save('pricing-page', { plans }, false);
    expect(badPlan.status).toBe(400);
    expect(await page<PricingPage>('pricing')).toEqual(before);

    const { aLaCarte, tracker } = PAGE_SEEDS['research-services'];
    const badService = await save(
      'research-services-page',
      { aLaCarte: { ...aLaCarte, items: [{ service: 'Ghost writing', title: 'Ghost writing', description: 'No.' }] } },
      false,
    );
    expect(badService.status).toBe(400);
    const badStatus = await save(
      'research-services-page',
      { tracker: { ...tracker, items: [{ title: 'Analysis', status: 'Abandoned' }] } },
      false,
    );
    expect(badStatus.status).toBe(400);
  });

  it('refuses a plan, service or discount listed twice, with the message under the list', async () => {
    const { plans, discounts } = PAGE_SEEDS.pricing;
    const before = await page<PricingPage>('pricing');
    const twice = await save('pricing-page', { plans: [...plans, { ...plans[1]!, tagline: 'Pro again.' }] }, false);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(MESSAGES.pageEntryRepeated);
    const cards = [...discounts.cards, { ...discounts.cards[0]!, title: 'Students again' }];
    const twiceCard = await save('pricing-page', { discounts: { ...discounts, cards } }, false);
    expect(twiceCard.status).toBe(400);
    expect(JSON.stringify(twiceCard.body)).toContain(MESSAGES.pageEntryRepeated);
    expect(await page<PricingPage>('pricing')).toEqual(before);

    const { aLaCarte } = PAGE_SEEDS['research-services'];
    const items = [...aLaCarte.items, { ...aLaCarte.items[0]!, title: 'Sample size, again' }];
    const twiceService = await save('research-services-page', { aLaCarte: { ...aLaCarte, items } }, false);
    expect(twiceService.status).toBe(400);
    expect(JSON.stringify(twiceService.body)).toContain(MESSAGES.pageEntryRepeated);
  });
});

describe('the live preview of the page globals', () => {
  const editorRequest = { user: { role: 'editor' } } as unknown as Parameters<typeof previewUrl>[1];

  it('shows every page global beside its own public page', () => {
    expect(previewUrl({ global: 'data-analysis-page' }, editorRequest)).toMatch(/\/data-analysis\?preview=1$/);
    expect(previewUrl({ global: 'research-services-page' }, editorRequest)).toMatch(/\/research-services\?preview=1$/);
    expect(previewUrl({ global: 'pricing-page' }, editorRequest)).toMatch(/\/pricing\?preview=1$/);
    for (const slug of PAGE_SLUGS) expect(previewUrl({ global: `${slug}-page` }, editorRequest)).not.toBeNull();
  });
});

describe('hero images', () => {
  it('an image an editor gives a page’s hero shows beside its heading, with its variants and alt text', async () => {
    const { docs } = await api.payload.find({ collection: 'media', limit: 1, overrideAccess: true });
    const image = docs[0] as unknown as { id: number; alt: string; sizes: { thumbnail: { filename: string } } };
    for (const slug of ['data-analysis', 'research-services', 'pricing'] as const) {
      const current = await page<{ hero: object }>(slug);
      expect((await api.request.get(`/${slug}`)).text).not.toContain(html(image.alt));
      const published = await save(`${slug}-page`, { hero: { ...current.hero, image: image.id } }, false);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      const after = (await api.request.get(`/${slug}`)).text;
      expect(after).toContain(`alt="${html(image.alt)}"`);
      expect(after).toMatch(new RegExp(`srcSet="[^"]*${image.sizes.thumbnail.filename} 400w`));
      // …and is the page's link preview, at an absolute address.
      expect(after).toMatch(
        /<meta property="og:image" content="https?:\/\/[^"]+\/cms\/api\/media\/file\/[^"]+\.webp" \/>/,
      );
    }
  });

  it('a course’s picture is its link preview; a page without any picture has none', async () => {
    const courses = (await api.request.get('/api/courses')).body as { id: string; image?: { url: string } }[];
    const course = courses.find((c) => c.image)!;
    const head = (await api.request.get(`/courses/${course.id}`)).text;
    expect(head).toContain(`<meta property="og:image" content="http://`);
    expect(head).toContain(`${course.image!.url}" />`);
    expect((await api.request.get('/contact')).text).not.toContain('og:image');
  });
});
