import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { ApiError } from '../api/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): URL | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery guard: a state-changing request must come from a page of this server's
 * own origin, shown by its Origin header (or Referer when a browser leaves Origin out). The host is
 * compared with the request's Host; X-Forwarded-Host counts only when TRUST_PROXY is set, because
 * Express's `req.host` honours it only then.
 *
 * A plain HTML form posted from one of the site's pages carries neither: the pages say
 * `Referrer-Policy: no-referrer`, so the browser sends `Origin: null` and no Referer. Its Fetch
 * Metadata still tells where the request came from, and no page can set that header itself, so
 * `Sec-Fetch-Site: same-origin` is the page's own post (docs/decisions/023).
 */
export function isSameOrigin(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const source = originOf(req.get('origin')) ?? originOf(req.get('referer'));
  if (!source) return req.get('sec-fetch-site') === 'same-origin';
  const host = req.host;
  if (!host || (source.protocol !== 'http:' && source.protocol !== 'https:')) return false;
  try {
    // Parsed with the source's scheme so that default ports (":80", ":443") compare equal.
    return new URL(`${source.protocol}//${host}`).host.toLowerCase() === source.host.toLowerCase();
  } catch {
    return false;
  }
}

/** The guard of /api: a state-changing request from another origin is refused with 403. */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (!isSameOrigin(req)) throw new ApiError(403, MESSAGES.crossSite);
  next();
};
