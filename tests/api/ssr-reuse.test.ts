import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../apps/cms/src/lib/metrics';
import { servePublicHitsFirst } from '../../apps/cms/src/server/middleware/public-fast-path';
import { serverRenderedPages, type SiteEntry } from '../../apps/cms/src/server/ssr';
import { startTestApi, type TestApi } from '../helpers/api';

/**
 * How the server reuses rendered pages (docs/decisions/010 and 011), with a stand-in for the site's
 * server entry that counts its work: an address prepared before is answered without preparing it
 * again while the public answers it read are unchanged, and requests that miss together render once.
 */
let api: TestApi;
const work = { prepared: 0, rendered: 0 };
/** Requests that reached the pages' Express handler rather than being answered before Express. */
let throughExpress = 0;
const HOST = 'manara.test';

/** A page that lists the course titles it read from /api/courses (and, at /slow, renders slowly). */
const entry: SiteEntry = {
  async preparePage({ url, apiFetch }) {
    work.prepared += 1;
    if (url === '/private') return { kind: 'shell' };
    const courses = (await (await apiFetch('/api/courses', {})).json()) as { title: string }[];
    const titles = courses.map((course) => course.title).join('|');
    return {
      kind: 'page',
      status: 200,
      head: '',
      state: () => '',
      modules: [],
      cacheKey: `${url} ${titles}`,
      render: async () => {
        work.rendered += 1;
        if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, 200));
        return { html: `<p>${titles}</p>`, styles: '' };
      },
    };
  },
};

/** The policy the pages are sent with, and a header the app's security middleware would add. */
const CSP = "default-src 'self'";
const SECURITY = { 'X-Content-Type-Options': 'nosniff' };

beforeAll(async () => {
  api = await startTestApi();
  const pages = serverRenderedPages({
    entry: () => Promise.resolve(entry),
    template: () => Promise.resolve('<html><head></head><body><div id="root"></div></body></html>'),
    csp: CSP,
  });
  // Mounted as the app mounts the site (server/app.ts): kept pages may be answered before Express.
  servePublicHitsFirst(api.app, SECURITY, [pages.answerFirst]);
  api.app.use((_req, _res, next) => {
    throughExpress += 1;
    next();
  }, pages);
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string) => api.request.get(path).set('Host', HOST);

describe('reused server-rendered pages', () => {
  it('answers an address again without preparing it while its data is unchanged', async () => {
    const first = await get('/page');
    expect(first.status).toBe(200);
    const before = { ...work };
    const again = await get('/page');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(work).toEqual(before);
  });

  it('prepares and renders the page again after a change, and shows it', async () => {
    await get('/page');
    const [course] = (await api.request.get('/api/courses')).body as { id: string; title: string }[];
    const renamed = `${course!.title} (reissued)`;
    await api.payload.update({ collection: 'courses', id: course!.id, data: { title: renamed }, overrideAccess: true });
    const before = { ...work };
    const after = await get('/page');
    expect(after.text).toContain(renamed);
    expect(work.prepared).toBe(before.prepared + 1);
    expect(work.rendered).toBe(before.rendered + 1);
  });

  it('sends a kept page before Express with the headers Express sends, and a 304 for its ETag', async () => {
    const first = await get('/headers');
    const [before, expressBefore] = [{ ...work }, throughExpress];
    const again = await get('/headers');
    expect([work, throughExpress]).toEqual([before, expressBefore]);
    expect(again.text).toBe(first.text);
    for (const name of ['etag', 'content-type', 'cache-control', 'vary', 'content-security-policy']) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers['content-security-policy']).toBe(CSP);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const unchanged = await get('/headers').set('If-None-Match', first.headers.etag as string);
    expect(unchanged.status).toBe(304);
    expect([work, throughExpress]).toEqual([before, expressBefore]);
  });

  it('leaves to Express a request whose origin a proxy names, and an editor’s preview', async () => {
    await get('/proxied');
    const before = throughExpress;
    expect((await get('/proxied').set('X-Forwarded-Proto', 'https')).status).toBe(200);
    expect(throughExpress).toBe(before + 1);
    await get('/proxied?preview=1');
    await get('/proxied?preview=1').set('Cookie', 'payload-token=x');
    expect(throughExpress).toBe(before + 3);
  });

  it('renders once for requests that miss together', async () => {
    const before = { ...work };
    const answers = await Promise.all([get('/slow'), get('/slow'), get('/slow'), get('/slow')]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(work.rendered).toBe(before.rendered + 1);
  });

  it('answers a client-rendered address with the shell, prepared once', async () => {
    await get('/private');
    const before = { ...work };
    const res = await get('/private');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(work).toEqual(before);
  });

  it('counts each page sent from its kept copy as a hit, and each render as a miss', async () => {
    const count = async (result: 'hit' | 'miss') =>
      (await metrics.keptPages.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
    const [hits, misses] = [await count('hit'), await count('miss')];
    await get('/counted');
    expect([await count('hit'), await count('miss')]).toEqual([hits, misses + 1]);
    await get('/counted');
    await get('/counted');
    expect([await count('hit'), await count('miss')]).toEqual([hits + 2, misses + 1]);
  });
});
