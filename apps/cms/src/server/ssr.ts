import type { NextFunction, Request, RequestHandler, Response as ExpressResponse } from 'express';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPRESS_MIN_BYTES, compressToKeep, negotiateCoding, type ContentCoding } from '../lib/content-coding';
import {
  LINK_HEADER,
  MESSAGES,
  PRELOADS_TEMPLATE_ID,
  TOTAL_COUNT_HEADER,
  type ApiFetch,
  type FormSubmission,
  type RenderedPage,
  type SiteEntry,
} from '@manara/contracts';
import { isProduction, siteUrl } from '../lib/env';
import { logger } from '../lib/logger';
import { countKeptPage, countPublicCacheRead } from '../lib/metrics';
import { peekCached } from '../lib/public-cache';
import { isDatabaseUnavailable } from './api/errors';
import { formSubmissionOf } from './form-submission';
import { ifNoneMatchHits, knownPublicUrl } from './middleware/http-cache';
import { hasBody, type AnswerFirst } from './middleware/public-fast-path';
import { isEditorSession } from './preview-session';

/** The site's server entry as this server calls it; its shape lives in contracts. */
export type { SiteEntry };

export interface ServerRenderingOptions {
  /** The server entry: the built module in production, Vite's fresh copy in development. */
  entry: () => Promise<SiteEntry>;
  /** index.html as the browser gets it (built, or transformed by Vite for this URL). */
  template: (url: string) => Promise<string>;
  /** The site's Content-Security-Policy header for HTML answers (production). */
  csp?: string;
  /** The policy of an editor's preview, which /cms's live preview may show in a frame. */
  previewCsp?: string;
  /** Reuse pages rendered from the same data (off in development, where the code changes). */
  reuseMarkup?: boolean;
  /** `<link rel="modulepreload">` tags for a page's route modules (production builds). */
  preloads?: (modules: string[]) => string;
}

/** Rendered pages kept for reuse: far more than the site's pages and their filter combinations. */
const PAGES_MAX_ENTRIES = 500;
const PAGES_MAX_BYTES = 48 * 1024 * 1024;

/** Addresses whose last answer is remembered for the shortcut below: each a few hundred bytes. */
const KNOWN_ADDRESSES_MAX = 1_000;

/** One public API answer a page's loaders read, named by its URL and the ETag of what they got. */
interface ApiRead {
  url: string;
  etag: string;
}

/**
 * What the last full preparation of an address found: the shell (a client-rendered page), or the
 * kept page and every API answer its loaders read. Loaders are functions of the address and of
 * those answers, so while each answer in the public cache still has the same ETag, preparing the
 * page again would read the same data and name the same kept page.
 */
type KnownAddress = { kind: 'shell' } | { kind: 'page'; key: string; reads: ApiRead[] };

/** A page as sent, and its compressed copies once made: the same bytes while its data is the same. */
interface KeptPage {
  bytes: Buffer;
  etag: string;
  encoded: Partial<Record<ContentCoding, Buffer>>;
  compressing: Partial<Record<ContentCoding, Promise<void>>>;
}

/** The pages' handler, and its answer for a kept page that needs no Express at all (see answerFirst). */
export type ServerRenderedPages = RequestHandler & { answerFirst: AnswerFirst };

/** The coding's copy of a kept page to send, or the page itself when it is too small to compress. */
function keptBody(page: KeptPage, coding: ContentCoding | undefined): { body: Buffer | undefined; coded: boolean } {
  if (!coding || page.bytes.length < COMPRESS_MIN_BYTES) return { body: page.bytes, coded: false };
  return { body: page.encoded[coding], coded: true };
}

/**
 * Public pages rendered on the server, with their data (docs/decisions/010-server-rendering.md).
 *
 * Each request runs the page's loaders, which read the public API through this server itself (its
 * in-process cache answers them, and the Payload hooks that drop that cache on every change apply
 * here too). Rendering is the costly part, so a page is kept while its data is the same: keyed by
 * the origin, the address and a digest of the data, so an editor's change shows on the next
 * request. A kept page is sent as it was first written, compressed once per coding.
 */
export function serverRenderedPages({
  entry,
  template,
  csp,
  previewCsp,
  reuseMarkup = true,
  preloads = () => '',
}: ServerRenderingOptions): ServerRenderedPages {
  const kept = new LRUCache<string, KeptPage>({
    max: PAGES_MAX_ENTRIES,
    maxSize: PAGES_MAX_BYTES,
    sizeCalculation: (page) =>
      Math.max(1, page.bytes.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0)),
  });

  const known = new LRUCache<string, KnownAddress>({ max: KNOWN_ADDRESSES_MAX });
  // Read once: the environment is the server's from its start, and every page request needs it.
  const configuredOrigin = siteUrl();
  const originOf = (req: Request) => configuredOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  /** Renders under way by key: requests that miss together (a cold start, a change) render once. */
  const rendering = new Map<string, Promise<KeptPage>>();

  /** Sends a kept page in the client's coding; the first request for a coding starts its copy. */
  const sendKept = (req: Request, res: ExpressResponse, key: string, page: KeptPage) => {
    res.vary('Accept-Encoding');
    res.setHeader('ETag', page.etag);
    const coding = negotiateCoding(req.get('accept-encoding'));
    const { body: copy, coded } = keptBody(page, coding);
    if (coding && !copy) {
      page.compressing[coding] ??= compressToKeep(page.bytes, coding).then(
        (buffer) => {
          page.encoded[coding] = buffer;
          // Set again so the copy counts towards the bound, unless the page was dropped meanwhile.
          if (kept.peek(key) === page) kept.set(key, page);
        },
        () => undefined,
      );
    }
    if (copy && coded) res.setHeader('Content-Encoding', coding!);
    // Without a copy yet, compressAnswers compresses this one on the fly.
    sendHtml(res, 200, copy ?? page.bytes, csp);
  };

  /**
   * The shortcut below without Express (middleware/public-fast-path.ts): Express's request set-up,
   * its router and a dozen middlewares cost more than sending a kept page. Taken only when all is
   * known at once: a GET or HEAD without a body or an editor's preview, an address whose origin
   * needs no proxy's word, every API answer its loaders read still cached with the same ETag, and
   * the page's copy in the client's coding made. Anything else goes the normal way.
   */
  const answerFirst: AnswerFirst = (req, res, security) => {
    if (!reuseMarkup || (req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return false;
    const url = req.url ?? '/';
    if (req.headers.cookie !== undefined && url.includes('preview')) return false;
    const origin = configuredOrigin ?? directOrigin(req);
    const last = origin ? known.get(`${origin} ${url}`) : undefined;
    if (last?.kind !== 'page') return false;
    const reads = last.reads.map((read) => {
      const publicUrl = knownPublicUrl(read.url);
      return publicUrl ? peekCached(publicUrl.key) : undefined;
    });
    if (reads.some((cached, i) => cached?.etag !== last.reads[i]!.etag)) return false;
    const page = kept.get(last.key);
    const coding = negotiateCoding(req.headers['accept-encoding']);
    const { body, coded } = page ? keptBody(page, coding) : { body: undefined, coded: false };
    if (!page || !body) return false;

    for (const cached of reads) countPublicCacheRead(cached!.tag, true);
    countKeptPage(true);
    const headers: OutgoingHttpHeaders = {
      ...security,
      Vary: 'Accept-Encoding',
      ETag: page.etag,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...(csp ? { 'Content-Security-Policy': csp } : {}),
    };
    if (ifNoneMatchHits(req.headers['if-none-match'], page.etag.replace(/^W\//, ''))) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, ...(coded ? { 'Content-Encoding': coding } : {}), 'Content-Length': body.length });
    res.end(body);
    return true;
  };

  /** Renders the page and keeps it under `key`; concurrent requests for one key share the work. */
  const renderAndKeep = (key: string, build: () => Promise<string>): Promise<KeptPage> => {
    let running = rendering.get(key);
    if (!running) {
      running = build()
        .then((html) => {
          const bytes = Buffer.from(html);
          const page: KeptPage = {
            bytes,
            etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
            encoded: {},
            compressing: {},
          };
          kept.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, running);
    }
    return running;
  };

  /**
   * The shortcut for an address prepared before (docs/decisions/011): when its data is unchanged,
   * the kept page (or the shell) is sent without running the router, the loaders or any import. An
   * answer that has expired from the public cache is read again first (once for all who wait).
   */
  const answerKnown = async (req: Request, res: ExpressResponse, address: string): Promise<boolean> => {
    const last = known.get(address);
    if (!last) return false;
    if (last.kind === 'shell') {
      sendHtml(res, 200, await template(req.originalUrl), csp);
      return true;
    }
    // In turn, not at once: a read that differs ends the check before the others are refreshed.
    for (const read of last.reads) {
      if ((await currentEtag(loopbackBase(req), read.url)) !== read.etag) return false;
    }
    const page = kept.get(last.key);
    if (!page) return false;
    countKeptPage(true);
    sendKept(req, res, last.key, page);
    return true;
  };

  /**
   * A form posted to a page without scripts (docs/decisions/023): the page carries it out if it
   * holds the form, and answers with itself showing the outcome, or with where to go (a sign-in).
   * The answer is this visitor's: never kept, never stored.
   */
  const answerFormPost = async (req: Request, res: ExpressResponse, next: NextFunction, submission: FormSubmission) => {
    const origin = originOf(req);
    const site = await entry();
    const api = loopbackFetch(loopbackBase(req));
    const page = await site.preparePage({ url: req.originalUrl, origin, apiFetch: api.fetch, submission });
    if (page.kind === 'redirect') return res.redirect(page.status, page.location);
    // No page here holds that form: nothing was done, and no page answers a POST.
    if (page.kind !== 'page') return next();
    const html = documentOf(
      await template(req.originalUrl),
      `${page.head}\n${preloads(page.modules)}`,
      await page.render(),
      page.state(),
    );
    sendHtml(res, page.status, html, csp, 'no-store');
  };

  const handler: RequestHandler = async (req, res, next) => {
    const submission = req.method === 'POST' ? formSubmissionOf(res) : undefined;
    if (submission) {
      if (!decodable(req.path)) return res.status(400).type('text/plain').send('Bad Request: malformed URL');
      return answerFormPost(req, res, next, submission).catch((err: unknown) => failedFormPost(req, res, err));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A path that does not decode names no page (and the router cannot match it): say so, never a 5xx.
    if (!decodable(req.path)) return res.status(400).type('text/plain').send('Bad Request: malformed URL');
    try {
      const origin = originOf(req);
      if (asksForPreview(req)) return await sendPreview(req, res, { entry, template, csp, previewCsp, origin });
      const address = `${origin} ${req.originalUrl}`;
      if (reuseMarkup && (await answerKnown(req, res, address))) return;

      const site = await entry();
      const api = loopbackFetch(loopbackBase(req));
      const page = await site.preparePage({ url: req.originalUrl, origin, apiFetch: api.fetch });
      if (page.kind === 'redirect') return res.redirect(page.status, page.location);
      const shell = await template(req.originalUrl);
      if (page.kind === 'shell') {
        if (reuseMarkup) known.set(address, { kind: 'shell' });
        return sendHtml(res, 200, shell, csp);
      }
      // Only a form post is answered with no form (there is none in a GET).
      if (page.kind === 'no-form') return next();

      const key = page.cacheKey && reuseMarkup ? `${origin} ${page.cacheKey}` : undefined;
      const build = async () =>
        documentOf(shell, `${page.head}\n${preloads(page.modules)}`, await page.render(), page.state());
      if (!key) return sendHtml(res, page.status, await build(), csp);
      const keptPage = kept.get(key);
      countKeptPage(keptPage !== undefined);
      const answer = keptPage ?? (await renderAndKeep(key, build));
      const reads = api.reads();
      if (reads) known.set(address, { kind: 'page', key, reads });
      sendKept(req, res, key, answer);
    } catch (err) {
      // The browser can still render the page itself: a failed server render is never a 5xx.
      logger.error({ err }, 'Server rendering failed: the browser renders the page instead');
      next();
    }
  };
  return Object.assign(handler, { answerFirst });
}

/**
 * The origin a request names when nothing stands between it and this server: its Host, and https
 * on a TLS socket. Undefined when a proxy says otherwise (X-Forwarded-Proto: Express decides, by
 * TRUST_PROXY, whether to believe it) or there is no Host.
 */
function directOrigin(req: IncomingMessage): string | undefined {
  if (req.headers['x-forwarded-proto'] !== undefined || !req.headers.host) return undefined;
  return `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host}`;
}

/**
 * A form post that failed on our side (the database, a bug): the words the JSON calls answer with,
 * never a stack trace; the visitor's browser keeps the form to send again.
 */
function failedFormPost(req: Request, res: ExpressResponse, err: unknown): void {
  const unavailable = isDatabaseUnavailable(err);
  logger.error(
    { err, url: req.originalUrl },
    unavailable ? 'The database did not answer a form post' : 'A form post failed',
  );
  res
    .status(unavailable ? 503 : 500)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send(unavailable ? MESSAGES.databaseUnavailable : MESSAGES.unexpected);
}

/**
 * Where the site's build writes the server entry: beside the client build, in `ssr/dist` (a folder
 * named dist, so git, ESLint and Prettier leave the output alone as they do the client's).
 */
export function serverEntryOf(dist: string): string {
  return path.join(path.dirname(dist), 'ssr', 'dist', 'entry-server.js');
}

/**
 * The built site's pages rendered on the server (production), placed before the shell fallback of
 * siteHandlers. Without a server build beside `dist` there is nothing to add: the shell answers.
 */
export function builtSitePages(dist: string, csp: string, previewCsp?: string): ServerRenderedPages | undefined {
  const entryFile = serverEntryOf(dist);
  if (!existsSync(entryFile)) {
    if (isProduction) {
      logger.warn(
        { entryFile },
        'Pages are not rendered on the server: the entry is missing. Run "npm run build -w @manara/site".',
      );
    }
    return undefined;
  }
  let entry: Promise<SiteEntry> | undefined;
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return serverRenderedPages({
    entry: () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<SiteEntry>),
    template: () => Promise.resolve(shell),
    csp,
    previewCsp,
    preloads: routePreloads(dist),
  });
}

/**
 * `?preview=1` with a session cookie: the "Preview" link of /cms (docs/decisions/015). Without a
 * cookie nobody can be an editor, so the published page answers as for any visitor.
 */
function asksForPreview(req: Request): boolean {
  return req.query.preview === '1' && Boolean(req.get('cookie'));
}

/**
 * A preview: the page rendered from the API answers this session gets with `preview=1` (a signed-in
 * editor's are the latest drafts, anyone else's the published data), never kept, cached or indexed.
 * An editor's may be framed by /cms (its live preview); anyone else's keeps the site's policy.
 */
async function sendPreview(
  req: Request,
  res: ExpressResponse,
  {
    entry,
    template,
    csp,
    previewCsp,
    origin,
  }: Pick<ServerRenderingOptions, 'entry' | 'template' | 'csp' | 'previewCsp'> & { origin: string },
): Promise<void> {
  const base = loopbackBase(req);
  const cookie = req.get('cookie') ?? '';
  const framable = previewCsp ? isEditorSession(base, cookie) : Promise.resolve(false);
  const apiFetch: ApiFetch = (url, init) => {
    const previewUrl = `${url}${url.includes('?') ? '&' : '?'}preview=1`;
    return fetch(`${base}${previewUrl}`, {
      method: init.method,
      signal: init.signal,
      headers: { Accept: 'application/json', Cookie: cookie },
    });
  };
  const page = await (await entry()).preparePage({ url: req.originalUrl, origin, apiFetch });
  if (page.kind === 'redirect') return res.redirect(page.status, page.location);
  if (page.kind === 'no-form') return void res.status(404).end();
  res.setHeader('X-Robots-Tag', 'noindex');
  const shell = await template(req.originalUrl);
  const html = page.kind === 'shell' ? shell : documentOf(shell, page.head, await page.render(), page.state());
  // A draft is not even kept by the browser.
  const policy = (await framable) ? previewCsp : csp;
  sendHtml(res, page.kind === 'shell' ? 200 : page.status, html, policy, 'no-store');
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The modules a page runs after its first paint: the site's boot module (React, the router), the
 * page's route modules and every chunk they import, as modulepreload links inside an inert
 * `<template id={PRELOADS_TEMPLATE_ID}>`. The site's entry moves them into the head once the HTML has
 * painted, so all of them are fetched at once, in parallel, but nothing competes with the first
 * paint (a module fetched before it would also count as holding it back). Chunks that index.html
 * already preloads (the entry's static imports, followed through) are left out, so no file is
 * listed twice. Read from the client build's manifest (`vite build --manifest`); no manifest, no
 * links. The id is restated in apps/site/src/main.tsx.
 */
function routePreloads(dist: string): (modules: string[]) => string {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    ManifestChunk & { dynamicImports?: string[] }
  >;
  const closure = (keys: string[], skip: Set<string>): string[] => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || skip.has(key) || !chunk) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen];
  };
  const inEntry = new Set(closure(['index.html'], new Set()));
  // The entry's one dynamic import is the module that hydrates (boot.tsx; the build may place it in
  // the shell's file, named after that file).
  const boot = manifest['index.html']?.dynamicImports ?? [];
  return (modules) =>
    `<template id="${PRELOADS_TEMPLATE_ID}">${closure(
      [...boot, ...modules.map((name) => `src/routes/${name}.tsx`)],
      inEntry,
    )
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}" />`)
      .join('')}</template>`;
}

interface LoopbackRead {
  status: number;
  /** Its Content-Type, and a list's X-Total-Count and Link. */
  headers: Headers;
  text: string;
  /** The ETag the public cache gives this answer, for a 200. */
  etag: string | undefined;
}

/** Loopback reads under way, by URL: renders that miss the cache together share one request. */
const reading = new Map<string, Promise<LoopbackRead>>();

/** The address and port `req` came in on, where this server answers its own loopback reads. */
function loopbackBase(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/** GETs `url` from this server over loopback (its route fills the public cache), shared by URL. */
function readOverLoopback(base: string, url: string): Promise<LoopbackRead> {
  let read = reading.get(url);
  if (!read) {
    read = fetch(`${base}${url}`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        const text = await res.text();
        // What the site reads of an answer: its type, and a list's total and links (fetch has already
        // undone any compression, so the coding headers no longer describe the text).
        const headers = new Headers();
        for (const name of ['content-type', TOTAL_COUNT_HEADER, LINK_HEADER]) {
          const value = res.headers.get(name);
          if (value !== null) headers.set(name, value);
        }
        return {
          status: res.status,
          headers,
          text,
          // The public cache's own tag of the answer (its body and headers), as currentEtag reads it.
          etag: res.status === 200 ? (res.headers.get('etag') ?? undefined) : undefined,
        };
      })
      .finally(() => reading.delete(url));
    reading.set(url, read);
  }
  return read;
}

/**
 * The ETag of the answer `url` has now: from the public cache, or, when the entry has expired or
 * was dropped, from reading it again (which fills the cache, once for all who ask at the same time).
 */
async function currentEtag(base: string, url: string): Promise<string | undefined> {
  const known = knownPublicUrl(url);
  const cached = known ? peekCached(known.key) : undefined;
  if (!cached) return (await readOverLoopback(base, url)).etag;
  countPublicCacheRead(cached.tag, true);
  return cached.etag;
}

/**
 * Reads `/api/...` from this same server: straight from the public cache when the answer is there
 * (the common case, and the one that keeps a busy server from queueing its own page renders behind
 * its visitors), else over loopback at the address and port the request came in on (so it works
 * whatever HOST and PORT are), which fills the cache. Renders that miss at once share that one
 * request. No cookies are passed: pages are rendered from public data.
 *
 * `reads()` lists each answer read with the ETag of its body, or undefined when one of them cannot
 * be checked later (not a 200, not a GET).
 */
function loopbackFetch(base: string): { fetch: ApiFetch; reads: () => ApiRead[] | undefined } {
  const reads: ApiRead[] = [];
  let checkable = true;
  const apiFetch: ApiFetch = async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') {
      checkable = false;
      return fetch(`${base}${url}`, { method: init.method, signal: init.signal });
    }
    const known = knownPublicUrl(url);
    const cached = known ? peekCached(known.key) : undefined;
    if (cached) {
      countPublicCacheRead(cached.tag, true);
      reads.push({ url, etag: cached.etag });
      return new Response(cached.body, {
        headers: { ...cached.headers, 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    const { status, headers, text, etag } = await readOverLoopback(base, url);
    if (etag) reads.push({ url, etag });
    else checkable = false;
    return new Response(text, { status, headers });
  };
  return { fetch: apiFetch, reads: () => (checkable ? reads : undefined) };
}

/** index.html with the page's head, styles, markup and state (functions: `$` in data is literal). */
function documentOf(shell: string, head: string, page: RenderedPage, state: string): string {
  let html = shell;
  if (head) {
    // The page's own title and description replace the shell's defaults.
    html = html
      .replace(/<title>[\s\S]*?<\/title>\s*/, () => '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, () => '');
  }
  html = html.replace('</head>', () => `${head}\n${page.styles}\n</head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n${state}`);
}

export function sendHtml(
  res: ExpressResponse,
  status: number,
  html: string | Buffer,
  csp: string | undefined,
  cacheControl = 'no-cache',
): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  if (csp) res.setHeader('Content-Security-Policy', csp);
  res.send(html);
}
