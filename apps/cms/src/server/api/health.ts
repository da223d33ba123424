import { Router } from 'express';
import { apiRoutes, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { sendError } from './errors';

export function healthRoutes(payload: Payload): Router {
  const router = Router();
  router.get(apiRoutes.health.pattern, async (_req, res) => {
    try {
      await payload.count({ collection: 'courses', overrideAccess: true });
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch (err) {
      payload.logger.error({ err }, 'Health check: database did not answer');
      sendError(res, 503, MESSAGES.databaseUnavailable);
    }
  });
  return router;
}
