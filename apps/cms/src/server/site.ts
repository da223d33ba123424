import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiateCoding, type ContentCoding } from '../lib/content-coding';
import { env, REPO_ROOT } from '../lib/env';
import { compressAnswers } from './middleware/compression';
import type { AnswerFirst } from './middleware/public-fast-path';
import { withoutDocumentHeaders } from './middleware/security-headers';
import { builtSitePages } from './ssr';

const siteDist = env().SITE_DIST;
export const SITE_DIST = siteDist ? path.resolve(siteDist) : path.join(REPO_ROOT, 'apps/site/dist');

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * Who may show the site in a frame: nobody, except /cms (this origin) showing an editor's preview
 * beside the form (its live preview, docs/decisions/015-drafts-and-versions.md).
 */
export type FrameAncestors = "'none'" | "'self'";

/**
 * The site's Content-Security-Policy: its own scripts plus the hashes of the inline scripts in the
 * built index.html (the theme is applied before first paint). Emotion injects <style> elements at
 * run time, hence inline styles. /cms is not covered: the Payload admin needs inline scripts.
 */
export function siteContentSecurityPolicy(indexHtml: string, frameAncestors: FrameAncestors = "'none'"): string {
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
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Where the build writes each coding's copy of a file (apps/site/vite.config.ts). */
const COPY_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** The built site's files, read once at start: the build does not change under a running server. */
interface BuiltFiles {
  /** The URL path of every file a visitor may fetch. */
  paths: Set<string>;
  /** Those with compressed copies beside them, with the copies' paths. */
  copies: Map<string, Partial<Record<ContentCoding, string>>>;
}

function builtFiles(dist: string): BuiltFiles {
  const built: BuiltFiles = { paths: new Set(), copies: new Map() };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!isInternalCopy(entry.name)) {
        const urlPath = `/${path.relative(dist, file).split(path.sep).join('/')}`;
        built.paths.add(urlPath);
        const copies: Partial<Record<ContentCoding, string>> = {};
        for (const [coding, suffix] of Object.entries(COPY_SUFFIX) as [ContentCoding, string][]) {
          if (existsSync(file + suffix)) copies[coding] = file + suffix;
        }
        if (Object.keys(copies).length > 0) built.copies.set(urlPath, copies);
      }
    }
  };
  walk(dist);
  return built;
}

/** The URL path as a file name, or undefined when it does not decode (no file has such a name). */
function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * A hashed asset never changes under its name: its ETag is all a revalidation needs, and no script,
 * style or font is fetched by range, so Last-Modified and Accept-Ranges would be bytes on every file.
 */
const ASSET_SEND_OPTIONS = { lastModified: false, acceptRanges: false } as const;
const isAssetPath = (urlPath: string) => urlPath.startsWith('/assets/');

/** Source maps stay with the build (errors can be traced there), and the compressed copies are served as codings. */
function isInternalCopy(name: string): boolean {
  return name.endsWith('.map') || name.endsWith('.br') || name.endsWith('.gz');
}

/** The site as the app mounts it: its handlers, after everything else, and what it answers first. */
export interface SiteParts {
  handlers: RequestHandler[];
  /** Answers a request before Express sets it up, when it can (a kept page: ssr.ts). */
  answerFirst?: AnswerFirst;
}

/**
 * Serves the built site: hashed assets for a year, index.html (never cached) for every other path
 * so the client router can show the page, or its own 404. HTML, JS, CSS, JSON and SVG go out in the
 * client's preferred coding from the copies the build wrote (`Vary: Accept-Encoding`); source maps
 * and a hashed asset that does not exist are a 404, never the HTML shell.
 */
export function siteHandlers(dist = SITE_DIST): SiteParts {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`The site is not built: ${indexHtml} is missing. Run "npm run build -w @manara/site".`);
  }
  const html = readFileSync(indexHtml, 'utf8');
  const csp = siteContentSecurityPolicy(html);
  const previewCsp = siteContentSecurityPolicy(html, "'self'");
  const built = builtFiles(dist);
  const compressedCopies = built.copies;
  const setStaticHeaders = (res: Response, file: string) => {
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    // A page loads a dozen of these: each keeps only the headers a script, style, font or image uses.
    if (immutable) withoutDocumentHeaders(res);
    if (file === indexHtml) res.setHeader('Content-Security-Policy', csp);
  };

  /** Sends the built file at `urlPath` (which exists) in the best coding it has a copy in. */
  const sendBuilt = (req: Request, res: Response, next: NextFunction, urlPath: string) => {
    const copies = compressedCopies.get(urlPath);
    if (!copies) return false;
    res.vary('Accept-Encoding');
    const coding = negotiateCoding(req.get('accept-encoding'));
    const copy = coding ? copies[coding] : undefined;
    if (!coding || !copy) return false;
    // The type of the original, not of the copy; send keeps a Content-Type that is already set.
    res.type(path.extname(urlPath));
    res.setHeader('Content-Encoding', coding);
    res.sendFile(copy, isAssetPath(urlPath) ? ASSET_SEND_OPTIONS : {}, (err) => err && next(err));
    return true;
  };

  const hidden: RequestHandler = (req, res, next) => {
    const last = req.path.slice(req.path.lastIndexOf('/') + 1);
    if (isInternalCopy(last)) return notFound(res);
    next();
  };
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!compressedCopies.has(req.path)) return next();
    setStaticHeaders(res, path.join(dist, ...req.path.split('/')));
    if (!sendBuilt(req, res, next, req.path)) next();
  };
  const otherFiles = express.static(dist, { index: false, setHeaders: setStaticHeaders });
  const assetFiles = express.static(dist, { index: false, setHeaders: setStaticHeaders, ...ASSET_SEND_OPTIONS });
  // Only a path the build wrote reaches the file server: a page's address would cost it a stat
  // and an error object on every request before the page is rendered.
  const assets: RequestHandler = (req, res, next) => {
    const file = decodedPath(req.path);
    if (file === undefined || !built.paths.has(file)) return next();
    (isAssetPath(req.path) ? assetFiles : otherFiles)(req, res, next);
  };
  const missingAsset: RequestHandler = (req, res, next) => {
    if (req.path.startsWith('/assets/')) return notFound(res);
    next();
  };
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', csp);
    if (!sendBuilt(req, res, next, '/index.html')) res.sendFile(indexHtml);
  };
  const pages = builtSitePages(dist, csp, previewCsp);
  // compressAnswers: a page answered with res.send (rendered on the server) is compressed on the fly.
  return {
    handlers: [hidden, precompressed, assets, missingAsset, compressAnswers, ...(pages ? [pages] : []), fallback],
    answerFirst: pages?.answerFirst,
  };
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not Found');
}
