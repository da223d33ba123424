import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, apiRoutes } from '@manara/contracts';
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';

/**
 * The route table is written once (packages/contracts/src/routes.ts). These checks keep the doc and
 * the server from drifting away from it: a route documented, served or listed in one place only fails.
 */

const docs = readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

/** "GET /courses/:id" for each endpoint heading of docs/api.md ("#### GET /api/courses/{id} — …"). */
function documentedEndpoints(): string[] {
  const endpoints: string[] = [];
  for (const match of docs.matchAll(/^#### ([A-Z]+) (\/\S+)/gm)) {
    const [, method, url] = match as unknown as [string, string, string];
    expect(url.startsWith(`${API_BASE}/`), url).toBe(true);
    endpoints.push(`${method} ${url.slice(API_BASE.length).replace(/\{(\w+)\}/g, ':$1')}`);
  }
  return endpoints.sort();
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** "METHOD pattern" of every route the /api router registers, through its nested routers. */
function servedEndpoints(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path: pattern, methods } = layer.route;
      return Object.keys(methods).map((method) => `${method.toUpperCase()} ${pattern}`);
    }
    return layer.handle?.stack ? servedEndpoints(layer.handle.stack) : [];
  });
}

const patterns = Object.values(apiRoutes).map((route) => route.pattern);

describe('the /api route table', () => {
  it('lists exactly the routes docs/api.md documents', () => {
    const documented = new Set(documentedEndpoints().map((endpoint) => endpoint.split(' ')[1]));
    expect([...documented].sort()).toEqual([...new Set(patterns)].sort());
  });

  it('is what the server registers, method for method as documented', async () => {
    // Building the router only wires handlers; none of them runs, so no database is needed.
    const { apiRouter } = await import('../../apps/cms/src/server/api');
    const router = apiRouter({ logger: console } as unknown as Payload) as unknown as { stack: Layer[] };
    const served = servedEndpoints(router.stack).sort();
    expect(served).toEqual(documentedEndpoints());
    for (const endpoint of served) expect(patterns).toContain(endpoint.split(' ')[1]);
  });

  it('builds hrefs with encoded ids and optional queries', () => {
    expect(apiRoutes.course.href('12')).toBe('/courses/12');
    expect(apiRoutes.reviewStatus.href('a/b?c')).toBe('/reviews/a%2Fb%3Fc/status');
    expect(apiRoutes.adminReviews.href({ status: 'pending', limit: 500, page: 1 })).toBe(
      '/admin/reviews?status=pending&limit=500&page=1',
    );
    expect(apiRoutes.adminUsers.href({ limit: undefined, page: 2 })).toBe('/admin/users?page=2');
    expect(apiRoutes.courses.href()).toBe('/courses');
  });
});
