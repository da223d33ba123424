import { Router } from 'express';
import { apiRoutes } from '@manara/contracts';
import type { Payload } from 'payload';
import { sendPublic } from '../middleware/http-cache';
import { toSiteSettings } from './mappers';

export function siteRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.site.pattern, async (req, res) => {
    await sendPublic(req, res, 'site', 'site-settings', async () => {
      const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false });
      return toSiteSettings(doc);
    });
  });

  return router;
}
