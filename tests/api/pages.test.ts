import type { AboutPage, ContactPage, HomePage, WorkgroupsPage } from '@manara/contracts';
import { MESSAGES } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekCached } from '../../apps/cms/src/lib/public-cache';
import { PAGE_SEEDS } from '../../apps/cms/src/seed/data/pages';
import { shorten } from '../../apps/site/src/lib/page-meta';
import { sameOrigin, sendAs, signInCast, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * Page content in the CMS (docs/decisions/017-page-content.md): one global per public page, edited
 * through /cms's REST as its forms do, read through /api and the server-rendered pages.
 */
let api: TestApi;
let editor: string;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApiWithSite();
  ({ editor, admin, member } = await signInCast(api, 'pages'));
});
afterAll(async () => {
  await api?.close();
});

/** What /cms's form sends: `?draft=true&autosave=true` for an autosave, nothing extra to publish. */
const saveHome = (cookie: string | undefined, body: object, draft = false) => {
  const req = api.request.post(`/cms/api/globals/home-page${draft ? '?draft=true&autosave=true' : ''}`).set(sameOrigin);
  return (cookie ? req.set('Cookie', cookie) : req).send(body);
};

/** After a write the cache is dropped once more shortly after (hooks/invalidate-public-cache.ts). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

const homeHeadline = async () => ((await api.request.get('/api/pages/home')).body as HomePage).hero.headline;

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('GET /api/pages/:slug', () => {
  it('sends each page with the seeded copy, cached with an ETag', async () => {
    const home = await api.request.get('/api/pages/home');
    expect(home.status).toBe(200);
    expect(home.body).toEqual(PAGE_SEEDS.home);
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await api.request.get('/api/pages/home').set('If-None-Match', String(home.headers.etag));
    expect(again.status).toBe(304);

    const about = (await api.request.get('/api/pages/about')).body as AboutPage;
    expect(about.leadership.leaders.map((leader) => leader.name)).toEqual([
      'Dr. Lina Haddad',
      'Dr. Omar El-Sayed',
      'Dr. Mariam Al Mansoori',
    ]);
    expect(about.values.items).toHaveLength(4);
    const contact = (await api.request.get('/api/pages/contact')).body as ContactPage;
    expect(contact.faq.items[0]?.question).toBe('How quickly can we start?');
    const workgroups = (await api.request.get('/api/pages/workgroups')).body as WorkgroupsPage;
    expect(workgroups.schedule.weeks.map((week) => week.title)).toEqual([
      'Ideation sprints',
      'Protocol build',
      'Data readiness',
      'Manuscript momentum',
    ]);
    expect(workgroups.milestones.items[1]?.title).toBe('IRB green light');
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const slug of ['pricing-x', 'site-settings', 'HOME']) {
      const res = await api.request.get(`/api/pages/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.pageNotFound });
    }
  });
});

describe('an editor changes the home hero headline in /cms', () => {
  it('a draft stays invisible until it is published; then /api and the server-rendered / show it at once', async () => {
    const seeded = PAGE_SEEDS.home.hero.headline;
    // Read once so that the answer is cached: publishing must drop it.
    expect(await homeHeadline()).toBe(seeded);
    expect((await api.request.get('/')).text).toContain(seeded);

    const draftHeadline = 'Draft headline nobody should see yet';
    const draft = await saveHome(editor, { hero: { ...PAGE_SEEDS.home.hero, headline: draftHeadline } }, true);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    await settled();
    // An autosave changes nothing public, so the cached answer stays.
    expect(peekCached('page:home')).toBeDefined();
    expect(await homeHeadline()).toBe(seeded);
    const beforePublish = await api.request.get('/');
    expect(beforePublish.text).toContain(seeded);
    expect(beforePublish.text).not.toContain(draftHeadline);
    // The editor's preview shows the draft, never cached.
    const preview = await api.request.get('/api/pages/home?preview=1').set('Cookie', editor);
    expect(preview.body.hero.headline).toBe(draftHeadline);
    expect(preview.headers['cache-control']).toBe('no-store');
    // Anyone else asking for the preview gets the published page.
    expect((await api.request.get('/api/pages/home?preview=1').set('Cookie', member)).body.hero.headline).toBe(seeded);

    const published = 'Your study, from first question to accepted paper';
    const res = await saveHome(editor, {
      _status: 'published',
      hero: { ...PAGE_SEEDS.home.hero, headline: published },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await homeHeadline()).toBe(published);
    const page = await api.request.get('/');
    expect(page.text).toContain(html(published));
    expect(page.text).not.toContain(html(seeded));
  });

  it('the page title and description come from its SEO fields, else its name and the start of its lead', async () => {
    const before = await api.request.get('/');
    expect(before.text).toContain('<title>Manara Research</title>');
    // The seed writes each page's description into its search fields, where editors can change it.
    expect(before.text).toContain(`<meta name="description" content="${PAGE_SEEDS.home.meta?.description}" />`);
    const res = await sendAs(api, admin, 'post', '/cms/api/globals/home-page').send({
      _status: 'published',
      meta: { title: 'Clinical research support', description: 'Who we are.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await api.request.get('/');
    expect(after.text).toContain('<title>Clinical research support · Manara Research</title>');
    expect(after.text).toContain('<meta name="description" content="Who we are." />');
    expect(after.text).toContain('<meta property="og:description" content="Who we are." />');

    const cleared = await sendAs(api, admin, 'post', '/cms/api/globals/home-page').send({
      _status: 'published',
      meta: { title: '', description: '' },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const fallback = (await api.request.get('/')).text;
    expect(fallback).toContain('<title>Manara Research</title>');
    expect(fallback).toContain(`<meta name="description" content="${shorten(PAGE_SEEDS.home.hero.lead)}" />`);
  });

  it('about, contact and workgroups render what an editor publishes, list items included', async () => {
    const publish = (global: string, body: object) =>
      sendAs(api, editor, 'post', `/cms/api/globals/${global}`).send({ _status: 'published', ...body });
    const { about, contact, workgroups } = PAGE_SEEDS;

    const leaders = [{ name: 'Dr. Noor Saleh', role: 'Head of Methods', bio: 'Trialist and teacher of trialists.' }];
    expect((await publish('about-page', { leadership: { ...about.leadership, leaders } })).status).toBe(200);
    const aboutHtml = (await api.request.get('/about')).text;
    expect(aboutHtml).toContain('Dr. Noor Saleh');
    expect(aboutHtml).toContain('Trialist and teacher of trialists.');
    expect(aboutHtml).not.toContain('Dr. Lina Haddad');

    const items = [{ question: 'Do you sign data-sharing agreements?', answer: 'Yes, before any data move.' }];
    expect((await publish('contact-page', { faq: { ...contact.faq, items } })).status).toBe(200);
    const contactHtml = (await api.request.get('/contact')).text;
    expect(contactHtml).toContain('Do you sign data-sharing agreements?');
    expect(contactHtml).not.toContain('How quickly can we start?');

    const milestones = { ...workgroups.milestones, items: [{ title: 'Ethics filed', text: 'Sent to the board.' }] };
    expect((await publish('workgroups-page', { milestones })).status).toBe(200);
    const workgroupsHtml = (await api.request.get('/workgroups')).text;
    expect(workgroupsHtml).toContain('Ethics filed');
    expect(workgroupsHtml).not.toContain('IRB green light');
    expect(workgroupsHtml).toContain('Ideation sprints');
  });

  it('a member or a visitor cannot change a page', async () => {
    const hero = { ...PAGE_SEEDS.home.hero, headline: 'Hijacked headline' };
    const byMember = await saveHome(member, { _status: 'published', hero });
    expect(byMember.status).toBe(403);
    const byVisitor = await saveHome(undefined, { _status: 'published', hero });
    expect([401, 403]).toContain(byVisitor.status);
    expect(await homeHeadline()).not.toBe('Hijacked headline');
  });
});
