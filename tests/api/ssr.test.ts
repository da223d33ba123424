import type { Course, Project, Review, Service, SiteSettings } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shorten } from '../../apps/site/src/lib/page-meta';
import { type TestApi } from '../helpers/api';
import { startTestApiWithSite } from '../helpers/site';

/**
 * Public pages rendered on the server (docs/decisions/010-server-rendering.md): the site's server
 * entry loaded through Vite as in development, behind the real /api on a seeded database, with
 * markup reuse on as in production.
 */
let api: TestApi;
let courses: Course[];
const HOST = 'localhost';

beforeAll(async () => {
  api = await startTestApiWithSite();
  courses = (await api.request.get('/api/courses')).body as Course[];
});
afterAll(async () => {
  await api?.close();
});

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** An attribute value as the head tags write it. */
const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(path: string) {
  const res = await api.request.get(path);
  return { status: res.status, text: res.text, headers: res.headers };
}

/** The markup inside <div id="root">, without the head and the JSON state. */
function rootMarkup(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('<script type="application/json"');
  return text.slice(start, end === -1 ? undefined : end);
}

function headOf(text: string) {
  const head = text.slice(0, text.indexOf('</head>'));
  const one = (pattern: RegExp) => {
    const all = [...head.matchAll(new RegExp(pattern, 'g'))];
    expect(all, `exactly one ${pattern.source}`).toHaveLength(1);
    return all[0]?.[1];
  };
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: one(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: one(/<meta property="og:url" content="([^"]*)"/),
    ogType: one(/<meta property="og:type" content="([^"]*)"/),
    ogSiteName: one(/<meta property="og:site_name" content="([^"]*)"/),
  };
}

const PUBLIC_PAGES = [
  '/',
  '/data-analysis',
  '/research-services',
  '/courses',
  '/portfolio',
  '/reviews',
  '/about',
  '/pricing',
  '/ai-tools/journal-selection',
  '/ai-tools/research-writer',
  '/workgroups',
  '/contact',
  '/auth',
];

describe('server-rendered public pages', () => {
  it('/courses holds every course title, and its query state for the browser', async () => {
    const res = await page('/courses');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(courses.length).toBeGreaterThanOrEqual(12);
    const markup = rootMarkup(res.text);
    for (const course of courses) expect(markup).toContain(html(course.title));
    const state = /<script type="application\/json" id="manara-state">(.*?)<\/script>/s.exec(res.text)?.[1];
    const parsed = JSON.parse(state ?? 'null') as { queries: { queries: { queryKey: unknown[] }[] } };
    // The catalogue's first page (no filter) and its filter's choices: the browser asks for neither again.
    const keys = parsed.queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['courses', 'page', {}, 1]);
    expect(keys).toContainEqual(['courses', 'filters']);
  });

  it('/ holds the services, recent projects and approved reviews', async () => {
    const services = (await api.request.get('/api/services')).body as Service[];
    const markup = rootMarkup((await page('/')).text);
    for (const service of services) expect(markup).toContain(html(service.title));
    const projects = (await api.request.get('/api/portfolio')).body as Project[];
    expect(markup).toContain(html(projects[0]!.title));
  });

  it('/courses/{id} holds the course, its modules, and its own title and description', async () => {
    const course = courses.find((c) => c.modules?.length && c.summary)!;
    const res = await page(`/courses/${course.id}`);
    expect(res.status).toBe(200);
    const markup = rootMarkup(res.text);
    expect(markup).toContain(html(course.title));
    for (const module of course.modules!) expect(markup).toContain(html(module.title));
    const head = headOf(res.text);
    expect(head.title).toBe(attr(`${course.title} · Manara Research`));
    // The SEO default: the summary, cut at a word to about 155 characters (docs/decisions/015).
    expect(head.description).toBe(attr(shorten(course.summary!)));
  });

  it('/portfolio holds every published project', async () => {
    const projects = (await api.request.get('/api/portfolio')).body as Project[];
    expect(projects.length).toBeGreaterThan(0);
    const markup = rootMarkup((await page('/portfolio')).text);
    for (const project of projects) expect(markup).toContain(html(project.title));
  });

  it('/reviews holds the approved reviews and none that are pending or rejected', async () => {
    const approved = (await api.request.get('/api/reviews')).body as Review[];
    const { docs: hidden } = await api.payload.find({
      collection: 'reviews',
      where: { status: { not_equals: 'approved' } },
      overrideAccess: true,
      depth: 0,
    });
    expect(approved.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);
    const markup = rootMarkup((await page('/reviews')).text);
    for (const review of approved) expect(markup).toContain(html(review.quote));
    for (const review of hidden) expect(markup).not.toContain(html(review.quote));
  });

  it('every public page has the footer’s support e-mail and its own title, description, canonical and og tags', async () => {
    const settings = (await api.request.get('/api/site')).body as SiteSettings;
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(rootMarkup(res.text), path).toContain(settings.supportEmail);
      const head = headOf(res.text);
      expect(head.canonical, path).toMatch(new RegExp(`^http://[^/]+${path === '/' ? '/$' : `${path}$`}`));
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogType).toBe('website');
      expect(head.ogSiteName).toBe('Manara Research');
      titles.add(head.title!);
      descriptions.add(head.description!);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  it('an unknown course is the course-not-found page with status 404; an unknown path is the 404 page', async () => {
    const course = await page('/courses/99999999');
    expect(course.status).toBe(404);
    expect(rootMarkup(course.text)).toContain('Course not found');
    expect(headOf(course.text).title).toBe('Course not found · Manara Research');

    const unknown = await page('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(rootMarkup(unknown.text)).toContain('Page not found');
  });

  it('a change made through the Local API shows on the next request', async () => {
    const course = courses[0]!;
    expect(rootMarkup((await page('/courses')).text)).toContain(html(course.title));
    const renamed = `${course.title} (2027 edition)`;
    await api.payload.update({ collection: 'courses', id: course.id, data: { title: renamed }, overrideAccess: true });
    const after = rootMarkup((await page('/courses')).text);
    expect(after).toContain(html(renamed));
  });

  it('a page whose data is unchanged is sent again as it was, compressed, and revalidates to 304', async () => {
    // One Host: the origin is part of the page (canonical link), and supertest's port changes per
    // request. Vite's development middleware accepts localhost.
    const first = await api.request.get('/about').set('Host', HOST);
    const second = await api.request.get('/about').set('Host', HOST);
    expect(second.text).toBe(first.text);
    const etag = second.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await api.request.get('/about').set('Host', HOST).set('If-None-Match', etag)).status).toBe(304);
    // The Brotli copy is made after the first request that accepts it; later ones get it.
    await api.request.get('/about').set('Host', HOST).set('Accept-Encoding', 'br');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const compressed = await api.request.get('/about').set('Host', HOST).set('Accept-Encoding', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(first.text);
  });

  it('an editor’s text cannot close the state block or the title', async () => {
    const course = courses[1]!;
    const hostile = 'Stats </script><script>alert(1)</script> & <b>more</b>';
    await api.payload.update({ collection: 'courses', id: course.id, data: { title: hostile }, overrideAccess: true });
    const res = await page(`/courses/${course.id}`);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(headOf(res.text).title).toBe(attr(`${hostile} · Manara Research`));
    expect(rootMarkup(res.text)).toContain(html(hostile));
  });

  it('/research-services?scope= opens its tab for that visitor only, never for those who come after', async () => {
    // One origin for every request, as behind one public address: pages are kept per origin.
    const on = async (path: string) => (await api.request.get(path).set('Host', HOST)).text;
    const selected = (text: string) => /aria-selected="true"[^>]*data-value="([a-z-]+)"/.exec(rootMarkup(text))?.[1];
    expect(selected(await on('/research-services?scope=x'))).toBe('a-la-carte');
    expect(selected(await on('/research-services'))).toBe('workgroups');
    expect(selected(await on('/research-services?utm_source=mail'))).toBe('workgroups');
    expect(selected(await on('/research-services?scope=Statistical%20review'))).toBe('a-la-carte');
  });

  it('a path that does not decode is a 400, never a 5xx', async () => {
    for (const path of ['/courses/%', '/courses/%E0%A4%A', '/%zz']) {
      const res = await page(path);
      expect(res.status, path).toBe(400);
    }
  });

  it('/dashboard and /admin are sent as the empty shell, rendered by the browser', async () => {
    for (const path of ['/dashboard', '/admin/courses']) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('manara-state');
    }
  });
});
