import type { Request } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload, PopulateType, Where } from 'payload';
import type { ServiceRequest as ServiceRequestDoc } from '../../payload-types';
import { asUser, currentUser } from '../middleware/session';
import { ApiError } from './errors';
import type { Workspace } from './order-mappers';
import { pathId } from './validate';

/**
 * Reading an order and its workspace for a request. Every read goes through Payload's access rules
 * with the request's user (`asUser`): a member reads their own order's rows only, an admin any.
 */

/** An order's parts, at most this many of each (a thread longer than this shows its latest). */
const PARTS_LIMIT = 500;

/** The member and the assignee, as the control panel shows them. */
const ADMIN_POPULATE: PopulateType = { users: { name: true, email: true } };

async function findOrder(payload: Payload, req: Request, where: Where, populate?: PopulateType) {
  const { docs } = await payload.find({
    collection: 'service-requests',
    where,
    limit: 1,
    depth: populate ? 1 : 0,
    ...(populate ? { populate } : {}),
    ...asUser(req),
  });
  const order = docs[0];
  if (!order) throw new ApiError(404, MESSAGES.notFound);
  return order;
}

/**
 * The order at the path's `:id` if it is the signed-in member's own; anyone else's (an admin's
 * included: on the member's routes an admin is a member like any other) is the 404 of an unknown id.
 */
export const memberOrder = (payload: Payload, req: Request): Promise<ServiceRequestDoc> =>
  findOrder(payload, req, { and: [{ id: { equals: pathId(req) } }, { user: { equals: currentUser(req).id } }] });

/** The order at the path's `:id` for the team, its member and assignee populated. */
export const teamOrder = (payload: Payload, req: Request): Promise<ServiceRequestDoc> =>
  findOrder(payload, req, { id: { equals: pathId(req) } }, ADMIN_POPULATE);

/** The order's timeline, thread and files, oldest first, as the request's user may read them. */
export async function loadWorkspace(payload: Payload, req: Request, orderId: number | string): Promise<Workspace> {
  const common = {
    where: { request: { equals: orderId } },
    // Newest first (ties, as in one save, in the order written), so a long thread keeps its latest.
    sort: ['-createdAt', '-id'],
    limit: PARTS_LIMIT,
    depth: 0,
    ...asUser(req),
  };
  const [timeline, messages, files] = await Promise.all([
    payload.find({ collection: 'request-events', ...common }),
    payload.find({ collection: 'request-messages', ...common }),
    payload.find({ collection: 'request-files', ...common }),
  ]);
  // Shown oldest first, the newest at the bottom.
  return {
    timeline: timeline.docs.reverse(),
    messages: messages.docs.reverse(),
    files: files.docs.reverse(),
  };
}

type Side = 'member' | 'team';

/**
 * How many of the other side's messages and files each order has that `side` has not opened yet
 * (newer than its read marker): two reads for the whole page of orders.
 */
export async function unreadCounts(
  payload: Payload,
  req: Request,
  orders: ServiceRequestDoc[],
  side: Side,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (orders.length === 0) return counts;
  const readAt = new Map(orders.map((o) => [String(o.id), (side === 'member' ? o.memberReadAt : o.teamReadAt) ?? '']));
  const where: Where = {
    and: [{ request: { in: orders.map((o) => o.id) } }, { byTeam: { equals: side === 'member' } }],
  };
  const select = { request: true, createdAt: true } as const;
  const parts = await Promise.all(
    (['request-messages', 'request-files'] as const).map((collection) =>
      payload.find({ collection, where, select, depth: 0, pagination: false, ...asUser(req) }),
    ),
  );
  for (const { docs } of parts) {
    for (const doc of docs) {
      const order = String(typeof doc.request === 'object' ? doc.request.id : doc.request);
      if (doc.createdAt > (readAt.get(order) ?? '')) counts.set(order, (counts.get(order) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Sets one side's read marker to now, without the order's hooks or its `updatedAt` (reading is not a
 * change of the order). The caller has checked that the side may read it.
 */
export async function markRead(payload: Payload, order: ServiceRequestDoc, side: Side): Promise<string> {
  const now = new Date().toISOString();
  await payload.db.updateOne({
    collection: 'service-requests',
    id: order.id,
    data: side === 'member' ? { memberReadAt: now } : { teamReadAt: now },
    returning: false,
  });
  return now;
}
