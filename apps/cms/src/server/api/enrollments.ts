import { Router } from 'express';
import { apiRoutes, enrollmentPatchSchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { asUser, requireAdmin } from '../middleware/session';
import { listQuery, sendList } from './list';
import { toEnrollment } from './mappers';
import { parseWith, pathId } from './validate';

/** Only what the Enrollment shape shows of the related course and user. */
const POPULATE = { courses: { title: true }, users: { name: true } } as const;

export function enrollmentRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminEnrollments.pattern, admin, async (req, res) => {
    const { limit, page } = listQuery(req);
    const result = await payload.find({
      collection: 'enrollments',
      depth: 1,
      populate: POPULATE,
      limit,
      page,
      sort: '-updatedAt',
      ...asUser(req),
    });
    sendList(res, result.docs.map(toEnrollment), result.totalDocs);
  });

  router.patch(apiRoutes.adminEnrollment.pattern, admin, async (req, res) => {
    const id = pathId(req);
    const data = parseWith(enrollmentPatchSchema, req.body);
    const doc = await payload.update({
      collection: 'enrollments',
      id,
      data,
      depth: 1,
      populate: POPULATE,
      ...asUser(req),
    });
    res.json(toEnrollment(doc));
  });

  return router;
}
