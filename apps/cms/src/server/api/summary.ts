import { Router } from 'express';
import { apiRoutes, type Summary } from '@manara/contracts';
import type { CollectionSlug, Payload, Where } from 'payload';
import { asUser, requireAdmin } from '../middleware/session';

export function summaryRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.adminSummary.pattern, requireAdmin(payload), async (req, res) => {
    // A metric that cannot be read is null (the panel shows N/A) and the status becomes degraded.
    const count = (collection: CollectionSlug, where?: Where) =>
      payload
        .count({ collection, ...(where ? { where } : {}), ...asUser(req) })
        .then((r) => r.totalDocs)
        .catch((err: unknown) => {
          payload.logger.error({ err, collection }, 'Admin summary: a count failed');
          return null;
        });
    const [courses, projects, users, enrollments, serviceRequests, pendingReviews, newLeads] = await Promise.all([
      count('courses'),
      count('projects'),
      count('users'),
      count('enrollments'),
      count('service-requests'),
      count('reviews', { status: { equals: 'pending' } }),
      count('leads', { status: { equals: 'new' } }),
    ]);
    const metrics = { courses, projects, users, enrollments, serviceRequests, pendingReviews, newLeads };
    const body: Summary = {
      status: Object.values(metrics).some((m) => m === null) ? 'degraded' : 'ok',
      timestamp: new Date().toISOString(),
      metrics,
    };
    res.json(body);
  });

  return router;
}
