import { Router } from 'express';
import {
  apiRoutes,
  MESSAGES,
  orderMessageInputSchema,
  serviceRequestPatchSchema,
  type TeamMember,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { isAdminUser } from '../../access';
import type { ServiceRequest as ServiceRequestDoc } from '../../payload-types';
import { relationValue } from '../../lib/learning/records';
import { ORDER_PARTY } from '../../lib/orders/activity';
import { asUser, currentUser, requireAdmin } from '../middleware/session';
import { ApiError } from './errors';
import { findPage, sendList } from './list';
import { toServiceRequest } from './mappers';
import { toAdminOrder, toOrderMessage } from './order-mappers';
import { loadWorkspace, markRead, teamOrder, unreadCounts } from './order-workspace';
import { parseWith, pathId } from './validate';

/** What the product's shapes and the control panel show of the member and the assignee. */
const POPULATE = { users: { name: true } } as const;

/** The admins an order can be given to, at most this many (a team, not a user base). */
const TEAM_LIMIT = 200;

/** The assignee a patch names, checked: an admin's account, as the relationship stores it; null for nobody. */
async function assigneeOf(payload: Payload, id: string | null): Promise<number | string | null> {
  if (id === null) return null;
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true });
  if (!user || !isAdminUser(user)) {
    throw new ApiError(400, MESSAGES.assigneeInvalid, { assigneeId: MESSAGES.assigneeInvalid });
  }
  return relationValue(id);
}

/**
 * The team's side of service requests (docs/api.md "Orders"): the product's paged list and PATCH (status
 * and details, as before, plus the date, the assignee and the internal notes), one order with its
 * workspace, the team's messages, the read marker and the admins an order can be given to.
 */
export function serviceRequestRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminServiceRequests.pattern, admin, async (req, res) => {
    const result = await findPage(payload, req, {
      collection: 'service-requests',
      depth: 1,
      populate: POPULATE,
      sort: '-createdAt',
    });
    const unread = await unreadCounts(payload, req, result.docs, 'team');
    sendList(
      res,
      result.docs.map((doc) => ({ ...toServiceRequest(doc), unread: unread.get(String(doc.id)) ?? 0 })),
      result.totalDocs,
    );
  });

  router.get(apiRoutes.adminServiceRequest.pattern, admin, async (req, res) => {
    const order = await teamOrder(payload, req);
    res.json(toAdminOrder(order, await loadWorkspace(payload, req, order.id)));
  });

  router.patch(apiRoutes.adminServiceRequest.pattern, admin, async (req, res) => {
    const id = pathId(req);
    const patch = parseWith(serviceRequestPatchSchema, req.body);
    const data: Partial<ServiceRequestDoc> = {};
    if (patch.status !== undefined) data.status = patch.status;
    if (patch.details !== undefined) data.details = patch.details;
    // A day; the collection's hook keeps it at noon UTC (lib/orders/due-date.ts).
    if (patch.dueDate !== undefined) data.dueDate = patch.dueDate;
    if (patch.assigneeId !== undefined) data.assignee = (await assigneeOf(payload, patch.assigneeId)) as number | null;
    if (patch.internalNotes !== undefined) data.internalNotes = patch.internalNotes || null;
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

  router.post(apiRoutes.adminServiceRequestMessages.pattern, admin, async (req, res) => {
    const order = await teamOrder(payload, req);
    const { body } = parseWith(orderMessageInputSchema, req.body);
    const doc = await payload.create({
      collection: 'request-messages',
      data: { request: order.id, body } as never,
      depth: 0,
      context: { [ORDER_PARTY]: 'team' },
      ...asUser(req),
    });
    res.status(201).json(toOrderMessage(doc));
  });

  router.post(apiRoutes.adminServiceRequestRead.pattern, admin, async (req, res) => {
    await markRead(payload, await teamOrder(payload, req), 'team');
    res.status(204).end();
  });

  router.get(apiRoutes.adminTeam.pattern, admin, async (req, res) => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      select: { name: true },
      sort: 'name',
      limit: TEAM_LIMIT,
      depth: 0,
      ...asUser(req),
    });
    const team: TeamMember[] = docs.map((user) => ({ id: String(user.id), name: user.name }));
    // The signed-in admin first: the one the control panel suggests when they take an order on.
    const me = String(currentUser(req).id);
    res.json([...team.filter((t) => t.id === me), ...team.filter((t) => t.id !== me)]);
  });

  return router;
}
