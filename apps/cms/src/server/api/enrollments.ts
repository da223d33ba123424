import { Router } from 'express';
import { apiRoutes, enrollmentPatchSchema } from '@manara/contracts';
import type { Payload, PopulateType } from 'payload';
import { asUser, requireAdmin } from '../middleware/session';
import { withLearning } from './enrollment-learning';
import { findPage, sendList } from './list';
import { toEnrollment } from './mappers';
import { parseWith, pathId } from './validate';

const POPULATE: PopulateType = { courses: { title: true }, users: { name: true } };

/**
 * The admin's enrollments, last updated first, each with its course title, member name and the
 * learner's results (best score, project, certificate); PATCH sets the status and progress.
 */
export function enrollmentRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminEnrollments.pattern, admin, async (req, res) => {
    const result = await findPage(payload, req, {
      collection: 'enrollments',
      depth: 1,
      populate: POPULATE,
      sort: '-updatedAt',
    });
    sendList(res, await withLearning(payload, result.docs.map(toEnrollment)), result.totalDocs);
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
    const [row] = await withLearning(payload, [toEnrollment(doc)]);
    res.json(row);
  });

  return router;
}
