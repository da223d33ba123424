import { Router } from 'express';
import { apiRoutes } from '@manara/contracts';
import type { Payload } from 'payload';
import { sendPublic } from '../middleware/http-cache';
import { findAllPublic } from './list';
import { toService } from './mappers';

export function serviceRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.services.pattern, async (req, res) => {
    await sendPublic(req, res, 'services', 'services', async () => {
      const docs = await findAllPublic(payload, { collection: 'services', sort: ['order', 'createdAt'] });
      return docs.map(toService);
    });
  });

  return router;
}
