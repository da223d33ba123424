import type { RequestHandler } from 'express';
import { MESSAGES } from '@manara/contracts';
import { CMS_API_BASE } from '../lib/env';
import { refuse } from './middleware/cms-door';

/**
 * The one endpoint under /cms/api that only Next has: `@payloadcms/next/routes` adds Payload's
 * Open Graph image (drawn with `next/og`) for the admin's link previews.
 */
const NEXT_ONLY_API = `${CMS_API_BASE}/og`;

/** True for the paths Payload's REST answers without Next. */
export function isPayloadRestPath(path: string): boolean {
  if (path === NEXT_ONLY_API || path.startsWith(`${NEXT_ONLY_API}/`)) return false;
  return path === CMS_API_BASE || path.startsWith(`${CMS_API_BASE}/`);
}

/**
 * True when a URL parser (Next's included) reads another path than the one sent: dot segments
 * (`/cms/x/../api/users`), backslashes. The door matches the path as sent, so such a URL could reach
 * Payload's REST past it; browsers never send one (they resolve them first).
 */
function resolvesElsewhere(path: string): boolean {
  return new URL(`http://localhost${path}`).pathname !== path;
}

/**
 * Everything under /cms, behind the door: Payload's REST by Express (`rest`), the admin's pages and
 * assets by Next (`admin`, started on first use). docs/decisions/011-cms-without-next-until-needed.md
 */
export function cmsHandler({ rest, admin }: { rest: RequestHandler; admin: RequestHandler }): RequestHandler {
  return (req, res, next) => {
    if (resolvesElsewhere(req.path)) return void refuse(res, 400, MESSAGES.malformedUrl);
    (isPayloadRestPath(req.path) ? rest : admin)(req, res, next);
  };
}
