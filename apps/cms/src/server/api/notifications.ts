import { Router } from 'express';
import {
  apiRoutes,
  isCanonicalId,
  NOTIFICATIONS_SHOWN,
  notificationReadSchema,
  type NotificationList,
} from '@manara/contracts';
import type { Payload, Where } from 'payload';
import { asUser, currentUser, requireSession } from '../middleware/session';
import { toNotification } from './order-mappers';
import { parseWith } from './validate';

/**
 * The member's notifications (docs/api.md "Orders"): the latest, with how many are unread, and
 * marking some or all of them read. Only the session's own, an admin's too.
 */
export function notificationRoutes(payload: Payload): Router {
  const router = Router();
  const member = requireSession(payload);

  router.get(apiRoutes.myNotifications.pattern, member, async (req, res) => {
    const mine: Where = { user: { equals: currentUser(req).id } };
    const [latest, unread] = await Promise.all([
      payload.find({
        collection: 'notifications',
        where: mine,
        sort: '-createdAt',
        limit: NOTIFICATIONS_SHOWN,
        depth: 0,
        ...asUser(req),
      }),
      payload.count({
        collection: 'notifications',
        where: { and: [mine, { readAt: { exists: false } }] },
        ...asUser(req),
      }),
    ]);
    const answer: NotificationList = { docs: latest.docs.map(toNotification), unread: unread.totalDocs };
    res.json(answer);
  });

  router.post(apiRoutes.myNotificationsRead.pattern, member, async (req, res) => {
    const { ids } = parseWith(notificationReadSchema, req.body);
    // An id that can name no notification names none of the member's either.
    const which: Where[] = ids ? [{ id: { in: ids.filter((id) => isCanonicalId(id)) } }] : [];
    if (!ids || which.length > 0) {
      await payload.update({
        collection: 'notifications',
        where: { and: [{ user: { equals: currentUser(req).id } }, { readAt: { exists: false } }, ...which] },
        data: { readAt: new Date().toISOString() },
        depth: 0,
        // Only the member's own, chosen by the filter above; members cannot write notifications through /cms.
        overrideAccess: true,
      });
    }
    res.status(204).end();
  });

  return router;
}
