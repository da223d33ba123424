import { Router } from 'express';
import { apiRoutes, serviceRequestPatchSchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { requireAdmin } from '../middleware/session';
import { addAdminRecordRoutes } from './admin-records';
import { toServiceRequest } from './mappers';

/** The admin's service requests, newest first, each with its member's name; PATCH sets the status. */
export function serviceRequestRoutes(payload: Payload): Router {
  const router = Router();
  addAdminRecordRoutes(router, payload, requireAdmin(payload), {
    collection: 'service-requests',
    listPattern: apiRoutes.adminServiceRequests.pattern,
    itemPattern: apiRoutes.adminServiceRequest.pattern,
    sort: '-createdAt',
    populate: { users: { name: true } },
    patchSchema: serviceRequestPatchSchema,
    toShape: toServiceRequest,
  });
  return router;
}
