import { Router } from 'express';
import { apiRoutes, serviceRequestPatchSchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { asUser, requireAdmin } from '../middleware/session';
import { listQuery, sendList } from './list';
import { toServiceRequest } from './mappers';
import { parseWith, pathId } from './validate';

const POPULATE = { users: { name: true } } as const;

export function serviceRequestRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminServiceRequests.pattern, admin, async (req, res) => {
    const { limit, page } = listQuery(req);
    const result = await payload.find({
      collection: 'service-requests',
      depth: 1,
      populate: POPULATE,
      limit,
      page,
      sort: '-createdAt',
      ...asUser(req),
    });
    sendList(res, result.docs.map(toServiceRequest), result.totalDocs);
  });

  router.patch(apiRoutes.adminServiceRequest.pattern, admin, async (req, res) => {
    const id = pathId(req);
    const data = parseWith(serviceRequestPatchSchema, req.body);
    const doc = await payload.update({
      collection: 'service-requests',
      id,
      data,
      depth: 1,
      populate: POPULATE,
      ...asUser(req),
    });
    res.json(toServiceRequest(doc));
  });

  return router;
}
