import express from 'express';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearPublicCache } from '../../apps/cms/src/lib/public-cache';
import { sendPublic } from '../../apps/cms/src/server/middleware/http-cache';
import { servePublicHitsFirst } from '../../apps/cms/src/server/middleware/public-fast-path';
import { signIn, startTestApi, type TestApi } from '../helpers/api';

/**
 * Compression as a client sees it, on the wire: supertest and fetch would inflate the body for us,
 * so these requests go through node:http and read the bytes as sent.
 */
let api: TestApi;
let server: Server;
let admin: string;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(target: Server, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = target.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded({ headers, body }: RawResponse): unknown {
  const coding = headers['content-encoding'];
  const bytes = coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(bytes.toString('utf8'));
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
}

/** Headers that differ between any two answers whatever serves them. */
/** The headers that are the same for every answer of a URL: not the time, nor the request's own id. */
const withoutDate = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

beforeAll(async () => {
  api = await startTestApi();
  server = await listen(api.app);
  admin = await signIn(api, api.adminCredentials.email, api.adminCredentials.password);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

describe('public /api answers', () => {
  it('come in Brotli or gzip by Accept-Encoding, with Vary, decoding to the same JSON', async () => {
    clearPublicCache();
    const plain = await get(server, '/api/courses');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const json = decoded(plain);
    expect(Array.isArray(json) && json.length).toBeGreaterThan(0);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(server, '/api/courses', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(br)).toEqual(json);

    const gzip = await get(server, '/api/courses', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(json);

    const identity = await get(server, '/api/courses', { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain.body)).toBe(true);
  });

  it('keep one ETag for every coding, and answer a matching If-None-Match with 304', async () => {
    const first = await get(server, '/api/services', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await get(server, '/api/services', { 'Accept-Encoding': 'gzip' })).headers.etag).toBe(etag);
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await get(server, '/api/services', { 'Accept-Encoding': coding, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('are answered from the cache with exactly the headers the route sends', async () => {
    for (const path of ['/api/site', '/api/reviews', '/api/portfolio', '/api/courses']) {
      for (const coding of ['br', 'gzip', '']) {
        clearPublicCache();
        const headers: Record<string, string> = coding ? { 'Accept-Encoding': coding } : {};
        const fromRoute = await get(server, path, headers);
        const fromCache = await get(server, path, headers);
        expect(fromRoute.status).toBe(200);
        expect(withoutDate(fromCache.headers)).toEqual(withoutDate(fromRoute.headers));
        expect(fromCache.headers['x-request-id']).not.toBe(fromRoute.headers['x-request-id']);
        expect(fromCache.body.equals(fromRoute.body)).toBe(true);
        expect(fromCache.headers['x-content-type-options']).toBe('nosniff');
        expect(fromCache.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }
    }
  });

  it('answer HEAD with the headers and no body', async () => {
    await get(server, '/api/courses', { 'Accept-Encoding': 'br' });
    const head = await get(server, '/api/courses', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });
});

describe('answers made per request', () => {
  it('are compressed when large enough, and keep their ETag and 304', async () => {
    const headers = { Cookie: admin, 'Accept-Encoding': 'gzip' };
    const list = await get(server, '/api/admin/users?limit=50', headers);
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toBe('Accept-Encoding');
    expect(list.headers['cache-control']).toBe('no-store');
    const plain = await get(server, '/api/admin/users?limit=50', { Cookie: admin });
    expect(decoded(list)).toEqual(decoded(plain));

    const etag = list.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(server, '/api/admin/users?limit=50', { ...headers, 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('are not compressed when tiny', async () => {
    const health = await get(server, '/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(decoded(health)).toBeTruthy();
  });

  it('leave /cms to Next: Payload’s REST is not compressed by the server', async () => {
    const res = await get(server, '/cms/api/courses?depth=0&limit=100', {
      Cookie: admin,
      'Accept-Encoding': 'br, gzip',
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((decoded(res) as { docs: unknown[] }).docs.length).toBeGreaterThan(0);
  });
});

describe('the fast path for cached public reads', () => {
  it('answers a hit before any Express middleware runs, and a miss through the route', async () => {
    clearPublicCache();
    const app = express();
    let throughExpress = 0;
    app.use((_req, _res, next) => {
      throughExpress += 1;
      next();
    });
    app.get('/api/example', async (req, res) => {
      await sendPublic(req, res, 'example', 'courses', async () => ({ answer: 42 }));
    });
    servePublicHitsFirst(app, { 'X-Frame-Options': 'SAMEORIGIN' });
    const target = await listen(app);
    try {
      const first = await get(target, '/api/example');
      expect(throughExpress).toBe(1);
      const second = await get(target, '/api/example');
      expect(throughExpress).toBe(1);
      expect(JSON.parse(second.body.toString())).toEqual({ answer: 42 });
      expect(second.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect((await get(target, '/api/example', { 'If-None-Match': first.headers.etag as string })).status).toBe(304);
      expect(throughExpress).toBe(1);

      // A query string, or the entry dropped by a change, goes through Express again.
      await get(target, '/api/example?x=1');
      expect(throughExpress).toBe(2);
      clearPublicCache();
      await get(target, '/api/example');
      expect(throughExpress).toBe(3);
    } finally {
      await new Promise((resolve) => target.close(resolve));
    }
  });
});
