import type { Course, Project } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekCached } from '../../apps/cms/src/lib/public-cache';
import { sameOrigin, sendAs, signInCast, type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * Drafts, versions, SEO fields and the preview link of courses and projects
 * (docs/decisions/015-drafts-and-versions.md), through /cms's REST as the admin's forms use it, /api
 * and the server-rendered pages.
 */
let api: TestApi;
let editor: string;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApiWithSite();
  ({ editor, admin, member } = await signInCast(api, 'drafts'));
});
afterAll(async () => {
  await api?.close();
});

const cms = {
  /** What the /cms form sends: `?draft=true` for an autosave or "Save draft", none to publish. */
  create: (body: object, draft = false) =>
    sendAs(api, editor, 'post', `/cms/api/courses${draft ? '?draft=true' : ''}`).send(body),
  patch: (id: string, body: object, draft = false) =>
    sendAs(api, editor, 'patch', `/cms/api/courses/${id}${draft ? '?draft=true&autosave=true' : ''}`).send(body),
};

const newCourse = (title: string) => ({
  title,
  category: 'Testing',
  level: 'Beginner',
  durationHrs: 3,
  rating: 4,
  price: 20,
  summary:
    'A course written for these tests, with a summary long enough that the page description has to be cut: it goes on about study design, cohorts, confounding and the reporting checklists every journal asks for.',
});

/** After a write the cache is dropped once more shortly after (hooks/invalidate-public-cache.ts). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 400));

const courseTitle = async (id: string) => {
  const res = await api.request.get(`/api/courses/${id}`);
  return res.status === 200 ? (res.body as Course).title : res.status;
};
const listed = async (title: string) =>
  ((await api.request.get('/api/courses')).body as Course[]).some((c) => c.title === title);

function headOf(text: string) {
  const head = text.slice(0, text.indexOf('</head>'));
  const one = (pattern: RegExp) => pattern.exec(head)?.[1];
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: one(/<meta property="og:description" content="([^"]*)"/),
  };
}

describe('a draft stays off the site until it is published', () => {
  it('a course saved as a draft is in neither /api nor the HTML; publishing shows it on the next request', async () => {
    const created = await cms.create(newCourse('Draft-only course'), true);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String(created.body.doc.id);
    expect(created.body.doc._status).toBe('draft');

    expect(await courseTitle(id)).toBe(404);
    expect(await listed('Draft-only course')).toBe(false);
    const detail = await api.request.get(`/courses/${id}`);
    expect(detail.status).toBe(404);
    expect(detail.text).not.toContain('Draft-only course');
    expect((await api.request.get('/courses')).text).not.toContain('Draft-only course');

    expect((await cms.patch(id, { _status: 'published' })).status).toBe(200);
    expect(await courseTitle(id)).toBe('Draft-only course');
    expect(await listed('Draft-only course')).toBe(true);
    expect((await api.request.get('/courses')).text).toContain('Draft-only course');
  });

  it('a draft change to a published course leaves the public copy and its cache alone until published', async () => {
    const id = String((await cms.create(newCourse('Published course'))).body.doc.id);
    await settled();
    expect(await courseTitle(id)).toBe('Published course');
    expect((await api.request.get(`/courses/${id}`)).text).toContain('Published course');
    expect(peekCached(`course:${id}`)).toBeDefined();

    const autosaved = await cms.patch(id, { title: 'Published course, retitled' }, true);
    expect(autosaved.status, JSON.stringify(autosaved.body)).toBe(200);
    // An autosave does not drop the public cache: nothing public changed.
    expect(peekCached(`course:${id}`)).toBeDefined();
    expect(await courseTitle(id)).toBe('Published course');
    const page = await api.request.get(`/courses/${id}`);
    expect(page.text).toContain('Published course');
    expect(page.text).not.toContain('retitled');

    expect((await cms.patch(id, { _status: 'published' })).status).toBe(200);
    expect(peekCached(`course:${id}`)).toBeUndefined();
    expect(await courseTitle(id)).toBe('Published course, retitled');
    expect((await api.request.get(`/courses/${id}`)).text).toContain('Published course, retitled');
  });

  it('unpublishing takes the course off /api and its page at once', async () => {
    const id = String((await cms.create(newCourse('Course to withdraw'))).body.doc.id);
    expect(await courseTitle(id)).toBe('Course to withdraw');
    expect((await cms.patch(id, { _status: 'draft' })).status).toBe(200);
    expect(await courseTitle(id)).toBe(404);
    expect(await listed('Course to withdraw')).toBe(false);
    expect((await api.request.get(`/courses/${id}`)).status).toBe(404);
  });
});

describe('versions', () => {
  it('restoring an earlier version publishes it again', async () => {
    const id = String((await cms.create(newCourse('First wording'))).body.doc.id);
    expect((await cms.patch(id, { title: 'Second wording' })).status).toBe(200);
    expect(await courseTitle(id)).toBe('Second wording');

    const { docs } = await api.payload.findVersions({
      collection: 'courses',
      where: { and: [{ parent: { equals: id } }, { 'version.title': { equals: 'First wording' } }] },
      depth: 0,
    });
    expect(docs.length).toBeGreaterThan(0);
    await api.payload.restoreVersion({ collection: 'courses', id: String(docs[0]!.id), depth: 0 });
    expect(await courseTitle(id)).toBe('First wording');
    expect((await api.request.get(`/courses/${id}`)).text).toContain('First wording');
  });
});

describe('the preview link', () => {
  let id: string;
  beforeAll(async () => {
    id = String((await cms.create(newCourse('Previewed course'))).body.doc.id);
    expect((await cms.patch(id, { title: 'Previewed course, new draft' }, true)).status).toBe(200);
  });

  it('/cms gives a course a Preview link to its page on the site, for editors and admins', async () => {
    const preview = api.payload.collections.courses.config.admin.preview!;
    const doc = { id };
    const as = (role: string) => ({ req: { user: { role } } }) as unknown as Parameters<typeof preview>[1];
    expect(await preview(doc, as('editor'))).toMatch(new RegExp(`/courses/${id}\\?preview=1$`));
    expect(await preview(doc, as('admin'))).toMatch(new RegExp(`/courses/${id}\\?preview=1$`));
    expect(await preview(doc, as('member'))).toBeNull();
  });

  it('shows a signed-in editor the latest draft, never cached or indexed', async () => {
    const res = await api.request.get(`/courses/${id}?preview=1`).set('Cookie', editor);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Previewed course, new draft');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const json = await api.request.get(`/api/courses/${id}?preview=1`).set('Cookie', editor);
    expect(json.body.title).toBe('Previewed course, new draft');
    expect(json.headers['cache-control']).toBe('no-store');
    // The draft did not leak into the public page or cache.
    expect(await courseTitle(id)).toBe('Previewed course');
    expect((await api.request.get(`/courses/${id}`)).text).not.toContain('new draft');
  });

  it('shows a visitor or a member the published page', async () => {
    for (const cookie of [undefined, member]) {
      const req = api.request.get(`/courses/${id}?preview=1`);
      const res = cookie ? await req.set('Cookie', cookie) : await req;
      expect(res.status).toBe(200);
      expect(res.text).toContain('Previewed course');
      expect(res.text).not.toContain('new draft');
      const json = api.request.get(`/api/courses/${id}?preview=1`);
      expect((cookie ? await json.set('Cookie', cookie) : await json).body.title).toBe('Previewed course');
    }
  });
});

describe('SEO fields', () => {
  it('without them the page takes the course title and its summary cut to about 155 characters', async () => {
    const course = newCourse('Course without SEO fields');
    const id = String((await cms.create(course)).body.doc.id);
    const head = headOf((await api.request.get(`/courses/${id}`)).text);
    expect(head.title).toBe('Course without SEO fields · Manara Research');
    expect(head.ogTitle).toBe(head.title);
    expect(head.description!.length).toBeLessThanOrEqual(155);
    expect(head.description).toMatch(/…$/);
    expect(course.summary.startsWith(head.description!.slice(0, -1))).toBe(true);
    expect(head.ogDescription).toBe(head.description);
    expect((await api.request.get(`/api/courses/${id}`)).body.meta).toBeUndefined();
  });

  it('set, they are the title, description and Open Graph tags of the page', async () => {
    const id = String(
      (
        await cms.create({
          ...newCourse('Course with SEO fields'),
          meta: { title: 'Learn survival analysis', description: 'Kaplan-Meier to Cox, in six weeks.' },
        })
      ).body.doc.id,
    );
    const head = headOf((await api.request.get(`/courses/${id}`)).text);
    expect(head.title).toBe('Learn survival analysis · Manara Research');
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toBe('Kaplan-Meier to Cox, in six weeks.');
    expect(head.ogDescription).toBe(head.description);
    expect((await api.request.get(`/api/courses/${id}`)).body.meta).toEqual({
      title: 'Learn survival analysis',
      description: 'Kaplan-Meier to Cox, in six weeks.',
    });
  });
});

describe('projects: the control panel’s published switch is the publication status', () => {
  const project = { title: 'Switch project', domain: 'Testing', summary: 'A project for the switch.', year: 2024 };
  const inPortfolio = async (title: string) =>
    ((await api.request.get('/api/portfolio')).body as Project[]).some((p) => p.title === title);
  const asAdmin = (method: 'post' | 'put', path: string, body: object) =>
    api.request[method](path).set(sameOrigin).set('Cookie', admin).send(body);

  it('creates published, unpublishes, keeps the status when the switch is absent, and publishes again', async () => {
    const created = await asAdmin('post', '/api/projects', project);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(await inPortfolio('Switch project')).toBe(true);

    expect((await asAdmin('put', `/api/projects/${id}`, { ...project, published: false })).status).toBe(200);
    expect(await inPortfolio('Switch project')).toBe(false);
    expect((await asAdmin('put', `/api/projects/${id}`, { ...project, summary: 'Edited, still hidden.' })).status).toBe(
      200,
    );
    expect(await inPortfolio('Switch project')).toBe(false);
    expect((await asAdmin('put', `/api/projects/${id}`, { ...project, published: true })).status).toBe(200);
    expect(await inPortfolio('Switch project')).toBe(true);
  });

  it('the seeded unpublished project and a project saved as a draft in /cms stay out of the portfolio', async () => {
    const draft = await sendAs(api, editor, 'post', '/cms/api/projects?draft=true').send({
      ...project,
      title: 'Draft project',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(await inPortfolio('Draft project')).toBe(false);
    const { docs } = await api.payload.find({ collection: 'projects', where: { _status: { equals: 'draft' } } });
    expect(docs.map((d) => d.title)).toEqual(expect.arrayContaining(['Draft project']));
    expect(docs.length).toBeGreaterThanOrEqual(2);
    const admins = await api.request.get('/api/projects').set('Cookie', admin);
    expect((admins.body.items ?? admins.body.docs ?? admins.body).length).toBeGreaterThan(0);
  });
});

describe('the portfolio preview', () => {
  it('shows a signed-in editor every project’s latest draft, uncached and unindexed; a visitor or member the published portfolio', async () => {
    const created = await sendAs(api, editor, 'post', '/cms/api/projects?draft=true').send({
      title: 'Previewed project',
      domain: 'Testing',
      summary: 'Seen only in a preview.',
      year: 2025,
    });
    expect(created.status).toBe(201);
    const titles = (body: unknown) => (body as Project[]).map((p) => p.title);

    const preview = await api.request.get('/api/portfolio?preview=1').set('Cookie', editor);
    expect(preview.status).toBe(200);
    expect(titles(preview.body)).toContain('Previewed project');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');

    for (const cookie of [undefined, member]) {
      const req = api.request.get('/api/portfolio?preview=1');
      const res = cookie ? await req.set('Cookie', cookie) : await req;
      expect(titles(res.body)).not.toContain('Previewed project');
    }
    expect(titles((await api.request.get('/api/portfolio')).body)).not.toContain('Previewed project');
  });
});
