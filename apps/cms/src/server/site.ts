import express, { type RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/env';

export const SITE_DIST = process.env.SITE_DIST
  ? path.resolve(process.env.SITE_DIST)
  : path.join(REPO_ROOT, 'apps/site/dist');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The site's Content-Security-Policy: its own scripts plus the hashes of the inline scripts in the
 * built index.html (the theme is applied before first paint). Emotion injects <style> elements at
 * run time, hence inline styles. /cms is not covered: the Payload admin needs inline scripts.
 */
export function siteContentSecurityPolicy(indexHtml: string): string {
  const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const hashes = inlineScripts.map(([, body]) => `'sha256-${sha256(body ?? '')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built site: hashed assets for a year, index.html (never cached) for every other path
 * so the client router can show the page, or its own 404.
 */
export function siteHandlers(dist = SITE_DIST): RequestHandler[] {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The site is not built: ${indexHtml} is missing. Run "npm run build -w @manara/site".`);
  }
  const csp = siteContentSecurityPolicy(readFileSync(indexHtml, 'utf8'));
  const assets = express.static(dist, {
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      if (file === indexHtml) res.setHeader('Content-Security-Policy', csp);
    },
  });
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', csp);
    res.sendFile(indexHtml);
  };
  return [assets, fallback];
}
