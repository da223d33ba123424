import { Router } from 'express';
import { apiRoutes, PUBLIC_PAGE_SIZE, serviceListQuerySchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { findPublicPage, sendPublicList } from './list';
import { toService } from './mappers';
import { parseWith } from './validate';

export function serviceRoutes(payload: Payload): Router {
  const router = Router();

  // In display order, a page at a time (docs/decisions/034): the site asks for more past the first.
  router.get(apiRoutes.services.pattern, async (req, res) => {
    const query = parseWith(serviceListQuerySchema, req.query);
    const list = {
      name: 'services',
      tag: 'services',
      href: apiRoutes.services.href,
      query,
      defaultLimit: PUBLIC_PAGE_SIZE.services,
    } as const;
    await sendPublicList(req, res, list, async () => {
      const { docs, total } = await findPublicPage(payload, query, {
        collection: 'services',
        sort: ['order', 'createdAt', 'id'],
      });
      return { items: docs.map(toService), total };
    });
  });

  return router;
}
