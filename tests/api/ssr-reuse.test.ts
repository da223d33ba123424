import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../apps/cms/src/lib/metrics';
import { serverRenderedPages, type SiteEntry } from '../../apps/cms/src/server/ssr';
import { startTestApi, type TestApi } from '../helpers/api';

/**
 * How the server reuses rendered pages (docs/decisions/010 and 011), with a stand-in for the site's
 * server entry that counts its work: an address prepared before is answered without preparing it
 * again while the public answers it read are unchanged, and requests that miss together render once.
 */
let api: TestApi;
const work = { prepared: 0, rendered: 0 };
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

beforeAll(async () => {
  api = await startTestApi();
  api.app.use(
    serverRenderedPages({
      entry: () => Promise.resolve(entry),
      template: () => Promise.resolve('<html><head></head><body><div id="root"></div></body></html>'),
    }),
  );
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
