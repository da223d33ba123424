import type { SiteEntry } from '@manara/contracts';
import type { RequestHandler } from 'express';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../lib/env';
import { sendHtml, serverRenderedPages } from './ssr';

const SITE_ROOT = path.join(REPO_ROOT, 'apps/site');

export interface DevelopmentSite {
  handlers: RequestHandler[];
  close: () => Promise<void>;
}

/**
 * The site in development: Vite in middleware mode on the same port (modules, hot reload over
 * `httpServer`), and the public pages rendered on the server from the current source, as in
 * production. Without `httpServer` there is no hot reload (tests). Markup is rendered afresh on
 * every request, since the code changes, unless `reuseMarkup` (tests of production's reuse).
 */
export async function developmentSite(
  httpServer?: Server,
  { reuseMarkup = false }: { reuseMarkup?: boolean } = {},
): Promise<DevelopmentSite> {
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: SITE_ROOT,
    configFile: path.join(SITE_ROOT, 'vite.config.ts'),
    // The config reads the site's paths, which import the contracts' TypeScript: Vite's module
    // runner loads it, as `vite build --configLoader runner` does (docs/decisions/040).
    configLoader: 'runner',
    appType: 'custom',
    logLevel: httpServer ? 'info' : 'warn',
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : false },
    // Vite resolves the site's own @emotion imports with the "development" condition, while Node,
    // loading an external @emotion package, resolves its siblings without it: two copies, two theme
    // contexts. Bundled through Vite, every import gets the same copy.
    ssr: { noExternal: [/^@emotion\//] },
  });
  const template = async (url: string) =>
    vite.transformIndexHtml(url, await readFile(path.join(SITE_ROOT, 'index.html'), 'utf8'));
  const pages = serverRenderedPages({
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<SiteEntry>,
    template,
    reuseMarkup,
  });
  // A page the server could not render: the shell, and the browser renders it.
  const shell: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    template(req.originalUrl).then((html) => sendHtml(res, 200, html, undefined), next);
  };
  return { handlers: [vite.middlewares, pages, shell], close: () => vite.close() };
}
