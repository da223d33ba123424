import { Router } from 'express';
import { apiRoutes } from '@manara/contracts';
import type { Payload } from 'payload';
import { currentUser, requireSession } from '../middleware/session';
import { toMemberServiceRequest } from './inbox-mappers';
import { findPage, sendList } from './list';

/**
 * A member's own requests: the signed-in account's own service requests (their quotes and
 * scope requests among them), newest first, for the dashboard.
 */
export function memberRequestRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.myServiceRequests.pattern, requireSession(payload), async (req, res) => {
    const result = await findPage(payload, req, {
      collection: 'service-requests',
      // Payload's access already limits a member to their own; the filter also keeps an admin's
      // dashboard to the admin's own requests rather than everyone's.
      where: { user: { equals: currentUser(req).id } },
      sort: '-createdAt',
    });
    sendList(res, result.docs.map(toMemberServiceRequest), result.totalDocs);
  });

  return router;
}
