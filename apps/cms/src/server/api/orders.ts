import { Router } from 'express';
import { apiRoutes, MESSAGES, orderMessageInputSchema, orderStartSchema } from '@manara/contracts';
import type { Payload } from 'payload';
import { spendAttempt, type Budget } from '../../lib/attempt-budget';
import { ORDER_PARTY } from '../../lib/orders/activity';
import { currentUser, requireSession } from '../middleware/session';
import { sendError } from './errors';
import { leadLimiter } from './lead-intake';
import { findPage, sendList } from './list';
import { toMemberOrder, toMemberServiceRequest, toOrderMessage } from './order-mappers';
import { loadWorkspace, markRead, memberOrder, unreadCounts } from './order-workspace';
import { parseWith } from './validate';

/** Messages one account may send in an hour, on all its orders: far above a conversation, far below a flood. */
export const MESSAGE_BUDGET: Budget = { name: 'order-messages', limit: 60, windowMs: 60 * 60 * 1000 };

/**
 * A member's orders (docs/api.md "Orders"): their list, "Start a project", one order with its
 * timeline, thread and files, a message to the team, and the read marker. Every route answers for
 * the session's member only: another member's order is the 404 of an unknown one.
 */
export function orderRoutes(payload: Payload): Router {
  const router = Router();
  const member = requireSession(payload);

  router.get(apiRoutes.myServiceRequests.pattern, member, async (req, res) => {
    const result = await findPage(payload, req, {
      collection: 'service-requests',
      // Payload's access already limits a member to their own; the filter also keeps an admin's
      // dashboard to the admin's own requests rather than everyone's.
      where: { user: { equals: currentUser(req).id } },
      sort: '-createdAt',
    });
    const unread = await unreadCounts(payload, req, result.docs, 'member');
    sendList(
      res,
      result.docs.map((doc) => toMemberServiceRequest(doc, unread.get(String(doc.id)) ?? 0)),
      result.totalDocs,
    );
  });

  router.post(apiRoutes.myServiceRequests.pattern, member, leadLimiter(payload), async (req, res) => {
    const user = currentUser(req);
    const input = parseWith(orderStartSchema, req.body);
    const doc = await payload.create({
      collection: 'service-requests',
      data: {
        serviceTitle: input.service,
        details: input.details,
        user: user.id,
        requesterName: user.name,
        // Every new order starts where the team's review queue starts.
        status: 'in_review',
      },
      depth: 0,
      user,
      context: { [ORDER_PARTY]: 'member' },
      // Members cannot create service requests through /cms; this route decides who it is for.
      overrideAccess: true,
    });
    res.status(201).json(toMemberOrder(doc, await loadWorkspace(payload, req, doc.id)));
  });

  router.get(apiRoutes.myServiceRequest.pattern, member, async (req, res) => {
    const order = await memberOrder(payload, req);
    res.json(toMemberOrder(order, await loadWorkspace(payload, req, order.id)));
  });

  router.post(apiRoutes.myServiceRequestMessages.pattern, member, async (req, res) => {
    const order = await memberOrder(payload, req);
    const { body } = parseWith(orderMessageInputSchema, req.body);
    const user = currentUser(req);
    const verdict = await spendAttempt(payload, MESSAGE_BUDGET, String(user.id));
    if (!verdict.allowed) {
      res.set('Retry-After', String(verdict.retryAfterS));
      return sendError(res, 429, MESSAGES.tooManyMessages);
    }
    const doc = await payload.create({
      collection: 'request-messages',
      data: { request: order.id, body } as never,
      depth: 0,
      user,
      context: { [ORDER_PARTY]: 'member' },
      // Members cannot create messages through /cms; this route has decided the order is theirs.
      overrideAccess: true,
    });
    res.status(201).json(toOrderMessage(doc));
  });

  router.post(apiRoutes.myServiceRequestRead.pattern, member, async (req, res) => {
    const order = await memberOrder(payload, req);
    const now = await markRead(payload, order, 'member');
    // Opening the order reads what the dashboard told of it too.
    await payload.update({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: currentUser(req).id } },
          { request: { equals: order.id } },
          { readAt: { exists: false } },
        ],
      },
      data: { readAt: now },
      depth: 0,
      // The member's own notifications, chosen by the filter above; members cannot write them through /cms.
      overrideAccess: true,
    });
    res.status(204).end();
  });

  return router;
}
