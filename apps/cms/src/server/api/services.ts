import { Router } from 'express';
import { apiRoutes } from '@manara/contracts';
import type { Payload } from 'payload';
import { sendPublic } from '../middleware/http-cache';
import { toService } from './mappers';

export function serviceRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.services.pattern, async (req, res) => {
    await sendPublic(req, res, 'services', 'services', async () => {
      const { docs } = await payload.find({
        collection: 'services',
        depth: 0,
        pagination: false,
        sort: ['order', 'createdAt'],
        overrideAccess: false,
      });
      return docs.map(toService);
    });
  });

  return router;
}
