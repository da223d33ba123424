import { Router, type Request, type Response } from 'express';
import { apiRoutes, isPageSlug, MESSAGES, type PageSlug } from '@manara/contracts';
import type { Payload } from 'payload';
import { isContentEditor } from '../../access';
import { pageGlobalSlugOf } from '../../globals/pages';
import { sendPublic } from '../middleware/http-cache';
import { sessionUser } from '../middleware/session';
import { ApiError } from './errors';
import { toPage } from './page-content';

/** Depth 1 brings the pictures (hero, leaders' photos, the sharing image) with their variants. */
const DEPTH = 1;

/**
 * `?preview=1` from a signed-in editor or admin: the latest draft, never cached or indexed. Anyone
 * else gets the published page: this returns false and the public route answers.
 */
async function sendPreview(payload: Payload, req: Request, res: Response, slug: PageSlug): Promise<boolean> {
  const user = await sessionUser(payload, req);
  if (!isContentEditor(user)) return false;
  const doc = await payload.findGlobal({
    slug: pageGlobalSlugOf(slug),
    draft: true,
    depth: DEPTH,
    user,
    overrideAccess: false,
  });
  res
    .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    .json(toPage(slug, doc, (message) => payload.logger.warn(message)));
  return true;
}

export function pageRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.page.pattern, async (req, res) => {
    const slug = String(req.params.slug);
    if (!isPageSlug(slug)) throw new ApiError(404, MESSAGES.pageNotFound);
    if (req.query.preview === '1' && (await sendPreview(payload, req, res, slug))) return;
    await sendPublic(req, res, `page:${slug}`, 'pages', async () => {
      // As nobody in particular, the read rule (publishedOrContentEditor) gives the published copy only.
      const doc = await payload.findGlobal({
        slug: pageGlobalSlugOf(slug),
        draft: false,
        depth: DEPTH,
        overrideAccess: false,
      });
      return toPage(slug, doc, (message) => payload.logger.warn(message));
    });
  });

  return router;
}
