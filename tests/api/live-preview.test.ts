import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_SLUGS } from '@manara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePreview, previewUrl } from '../../apps/cms/src/lib/live-preview';
import { siteHandlers } from '../../apps/cms/src/server/site';
import { signInCast, startTestApi, type TestApi } from '../helpers/api';

/**
 * Live preview in /cms (docs/decisions/015-drafts-and-versions.md): /cms shows an editor's preview
 * of the site in a frame, so that answer alone may be framed by this origin; every other page of
 * the site refuses every frame. The built site is a small folder written here, with a server entry
 * that answers every address with the shell (the headers are the server's, whatever the page).
 */
let api: TestApi;
let root: string;
let editor: string;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi();
  root = mkdtempSync(path.join(tmpdir(), 'manara-preview-'));
  const dist = path.join(root, 'client');
  mkdirSync(dist);
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(root, 'ssr', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'ssr', 'dist', 'entry-server.js'),
    "export const preparePage = async () => ({ kind: 'shell' });\n",
  );
  for (const handler of siteHandlers(dist).handlers) api.app.use(handler);

  ({ editor, admin, member } = await signInCast(api, 'preview'));
});
afterAll(async () => {
  await api?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function frameHeaders(address: string, cookie?: string) {
  const req = api.request.get(address);
  const res = cookie ? await req.set('Cookie', cookie) : await req;
  expect(res.status).toBe(200);
  const csp = String(res.headers['content-security-policy'] ?? '');
  return {
    frameAncestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
    xFrameOptions: res.headers['x-frame-options'] as string | undefined,
    cacheControl: res.headers['cache-control'] as string | undefined,
  };
}

describe('who may frame the site', () => {
  it('an editor’s or admin’s preview may be framed by /cms (this origin), never stored', async () => {
    for (const cookie of [editor, admin]) {
      for (const address of ['/courses/1?preview=1', '/portfolio?preview=1', '/?preview=1']) {
        const headers = await frameHeaders(address, cookie);
        expect(headers.frameAncestors).toBe("'self'");
        expect(headers.xFrameOptions).not.toBe('DENY');
        expect(headers.cacheControl).toBe('no-store');
      }
    }
  });

  it('a visitor’s or a member’s ?preview=1 is the public page: no frame at all', async () => {
    for (const cookie of [undefined, member]) {
      expect((await frameHeaders('/courses/1?preview=1', cookie)).frameAncestors).toBe("'none'");
    }
  });

  it('an editor’s page without ?preview=1, and every public page, refuse every frame', async () => {
    expect((await frameHeaders('/courses/1', editor)).frameAncestors).toBe("'none'");
    for (const address of ['/', '/courses', '/portfolio', '/about']) {
      expect((await frameHeaders(address)).frameAncestors).toBe("'none'");
    }
  });

  it('a session cookie that is not a session is nobody: no frame', async () => {
    expect((await frameHeaders('/courses/1?preview=1', 'payload-token=forged')).frameAncestors).toBe("'none'");
  });
});

describe('the live preview in /cms', () => {
  const as = (role: string) => ({ user: { role } }) as unknown as Parameters<typeof previewUrl>[1];

  it('shows courses, projects and the page globals, each beside its own public page', () => {
    expect(livePreview.collections).toEqual(['courses', 'projects']);
    expect(previewUrl({ collection: 'courses', id: 7 }, as('editor'))).toMatch(/\/courses\/7\?preview=1$/);
    expect(previewUrl({ collection: 'projects', id: 3 }, as('admin'))).toMatch(/\/portfolio\?preview=1$/);
    expect(previewUrl({ global: 'home-page' }, as('editor'))).toMatch(/^[^?]*\/\?preview=1$/);
    expect(previewUrl({ global: 'about-page' }, as('editor'))).toMatch(/\/about\?preview=1$/);
    expect(previewUrl({ global: 'journal-selection-page' }, as('editor'))).toMatch(
      /\/ai-tools\/journal-selection\?preview=1$/,
    );
    // Every page whose copy is edited in /cms, and nothing else.
    expect([...livePreview.globals].sort()).toEqual(PAGE_SLUGS.map((slug) => `${slug}-page`).sort());
    expect(livePreview.breakpoints.map((b) => b.width)).toEqual([390, 1024, 1280]);
  });

  it('has no address for a member, a document not saved yet, or a global without a page', () => {
    expect(previewUrl({ collection: 'courses', id: 7 }, as('member'))).toBeNull();
    expect(previewUrl({ collection: 'courses', id: undefined }, as('editor'))).toBeNull();
    expect(previewUrl({ global: 'site-settings' }, as('editor'))).toBeNull();
  });
});
