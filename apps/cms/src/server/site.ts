import express, { type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/env';

export const SITE_DIST = process.env.SITE_DIST
  ? path.resolve(process.env.SITE_DIST)
  : path.join(REPO_ROOT, 'apps/site/dist');

/**
 * Serves the built site: hashed assets for a year, index.html (never cached) for every other path
 * so the client router can show the page, or its own 404.
 */
export function siteHandlers(dist = SITE_DIST): RequestHandler[] {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The site is not built: ${indexHtml} is missing. Run "npm run build -w @manara/site".`);
  }
  const assets = express.static(dist, {
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  return [assets, fallback];
}
