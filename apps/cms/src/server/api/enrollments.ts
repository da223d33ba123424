import { Router } from 'express';
import { apiRoutes, enrollmentPatchSchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { requireAdmin } from '../middleware/session';
import { addAdminRecordRoutes } from './admin-records';
import { toEnrollment } from './mappers';

/**
 * The admin's enrollments, last updated first, each with its course title and member name; PATCH
 * sets the status and progress.
 */
export function enrollmentRoutes(payload: Payload): Router {
  const router = Router();
  addAdminRecordRoutes(router, payload, requireAdmin(payload), {
    collection: 'enrollments',
    listPattern: apiRoutes.adminEnrollments.pattern,
    itemPattern: apiRoutes.adminEnrollment.pattern,
    sort: '-updatedAt',
    populate: { courses: { title: true }, users: { name: true } },
    patchSchema: enrollmentPatchSchema,
    toShape: toEnrollment,
  });
  return router;
}
