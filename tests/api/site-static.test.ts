import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../apps/cms/src/server/middleware/security-headers';
import { siteHandlers } from '../../apps/cms/src/server/site';

/**
 * The built site as the server sends it, on a small dist folder written here (no build needed):
 * a hashed asset with the .br and .gz copies the build writes beside it, its source map, and index.html.
 */
let dist: string;
let request: ReturnType<typeof supertest>;

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const html = `<!doctype html><html><head><script>document.documentElement.dataset.theme='light'</script>
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- pad -->'.repeat(150)}</body></html>`;

/** The body as bytes (supertest inflates Brotli and gzip: the copies' end marks tell which went out). */
function raw(req: supertest.Test): supertest.Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'manara-site-'));
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets/app-abc123.js');
  writeFileSync(asset, script);
  // Marked copies, so the test can tell which file went out.
  writeFileSync(`${asset}.br`, brotliCompressSync(Buffer.from(`${script}//br`)));
  writeFileSync(`${asset}.gz`, gzipSync(Buffer.from(`${script}//gz`)));
  writeFileSync(`${asset}.map`, '{"version":3,"sources":["app.ts"],"mappings":""}');
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(Buffer.from(html)));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(Buffer.from(html)));
  const app = express();
  app.disable('x-powered-by');
  for (const handler of siteHandlers(dist).handlers) app.use(handler);
  request = supertest(app);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('hashed assets', () => {
  it('are sent as the Brotli copy when accepted, with the JavaScript type and a year of immutable caching', async () => {
    const res = await raw(request.get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect((res.body as Buffer).toString()).toBe(`${script}//br`);
  });

  it('are sent as the gzip copy to a client without Brotli, and as they are to one without either', async () => {
    const gz = await raw(request.get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect((gz.body as Buffer).toString()).toBe(`${script}//gz`);

    const plain = await raw(request.get('/assets/app-abc123.js').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((plain.body as Buffer).toString()).toBe(script);
  });

  it('give each coding its own ETag and answer If-None-Match with 304', async () => {
    const br = await raw(request.get('/assets/app-abc123.js').set('Accept-Encoding', 'br'));
    const gz = await raw(request.get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip'));
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await request
      .get('/assets/app-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', br.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('never include source maps, the compressed copies by name, or a missing asset as the HTML shell', async () => {
    expect((await request.get('/assets/app-abc123.js.map')).status).toBe(404);
    expect((await request.get('/assets/app-abc123.js.br')).status).toBe(404);
    expect((await request.get('/assets/app-abc123.js.gz')).status).toBe(404);
    const missing = await request.get('/assets/gone-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });
});

describe('pages', () => {
  it('get index.html in the preferred coding, never cached, with the site CSP', async () => {
    const res = await raw(request.get('/courses').set('Accept-Encoding', 'br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);

    const plain = await raw(request.get('/courses').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(html);
  });
});

describe('response headers behind the server security headers (as app.ts mounts them)', () => {
  const withHelmet = () => {
    const app = express();
    app.disable('x-powered-by');
    app.use(securityHeaders());
    for (const handler of siteHandlers(dist).handlers) app.use(handler);
    return supertest(app);
  };
  const documentOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('give a hashed asset only what a script uses: nosniff, CORP, caching, Vary and ETag', async () => {
    for (const coding of ['br', 'identity']) {
      const res = await raw(withHelmet().get('/assets/app-abc123.js').set('Accept-Encoding', coding));
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBeTruthy();
      for (const name of documentOnly) expect(res.headers[name], name).toBeUndefined();
      // The ETag revalidates an immutable file; no script is fetched by range.
      expect(res.headers['last-modified']).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
  });

  it('keep the full set on the page itself', async () => {
    const res = await raw(withHelmet().get('/courses').set('Accept-Encoding', 'br'));
    expect(res.status).toBe(200);
    for (const name of documentOnly) expect(res.headers[name], name).toBeTruthy();
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});
