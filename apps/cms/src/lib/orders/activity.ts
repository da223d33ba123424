import {
  formatDueDate,
  ORDER_PAGE,
  STATUS_LABELS,
  TEAM_NAME,
  type NotificationKind,
  type ServiceRequestStatus,
} from '@manara/contracts';
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload';
import { isAdminUser } from '../../access';
import type { RequestFile, RequestMessage, ServiceRequest } from '../../payload-types';
import { notify } from '../notifications';
import { dueDateOf, storedDueDate } from './due-date';
import { enqueueMail, type OrderMailEvent } from './outbox';

/**
 * What happens around an order when it changes, whichever door the change came through (/api, the
 * control panel, /cms): the timeline records it, the member gets a notification, and the side that
 * did not make the change gets it in their next batched e-mail (lib/orders/outbox.ts). Everything is
 * written in the save's own transaction (`req`), so a change that rolls back leaves no trace. These
 * are the system's writes (members cannot create timeline rows, notifications or outbox rows),
 * hence overrideAccess.
 */

/** How a route says who acts on an order (req.context), for a person who is both an admin and the order's member. */
export const ORDER_PARTY = 'manara:order-party';
export type OrderParty = 'member' | 'team';

type Id = number | string;
const idOf = (value: unknown): Id | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? ((value as { id: Id }).id ?? null)
      : (value as Id);

/** The member an order belongs to, as an id, or null for a request without an account. */
export const memberOf = (order: Pick<ServiceRequest, 'user'>): Id | null => idOf(order.user);

/** Who is acting on this request: the signed-in person's id and name, or the team when nobody is (a script, the seed). */
function actorOf(req: PayloadRequest): { actor: Id | null; actorName: string } {
  const user = req.user;
  if (!user) return { actor: null, actorName: TEAM_NAME };
  return { actor: user.id, actorName: typeof user.name === 'string' && user.name ? user.name : TEAM_NAME };
}

/** The dates the team promises are days: kept at noon UTC, so every time zone reads the same day. */
export const stampDueDate: CollectionBeforeChangeHook = ({ data }) => {
  if (data.dueDate !== undefined) data.dueDate = storedDueDate(data.dueDate);
  return data;
};

async function addEvent(
  req: PayloadRequest,
  order: ServiceRequest,
  event: { type: 'created' | 'status' | 'due_date'; status?: ServiceRequestStatus; dueDate?: string | null },
  by: { actor: Id | null; actorName: string; byTeam: boolean },
): Promise<void> {
  await req.payload.create({
    collection: 'request-events',
    data: {
      request: order.id,
      user: memberOf(order),
      type: event.type,
      ...(event.status ? { status: event.status } : {}),
      ...(event.dueDate !== undefined ? { dueDate: event.dueDate } : {}),
      actor: by.actor,
      actorName: by.actorName,
      byTeam: by.byTeam,
    } as never,
    depth: 0,
    overrideAccess: true,
    req,
  });
}

/** The member hears of the team's news: a notification on their dashboard, and a row of their next mail. */
async function tellMember(
  req: PayloadRequest,
  order: ServiceRequest,
  news: { kind: NotificationKind; title: string; body: string },
  event: OrderMailEvent,
): Promise<void> {
  const member = memberOf(order);
  if (member === null) return;
  await notify(req, { user: member, ...news, href: ORDER_PAGE.href(String(order.id)), request: order.id });
  await enqueueMail(req, { audience: 'member', user: member, request: order.id, event });
}

/** What the member reads about a new status, beside the order's name. */
const STATUS_NEWS: Record<ServiceRequestStatus, string> = {
  in_review: 'The team is reviewing your request.',
  in_progress: 'The team has started work on your order.',
  completed: 'Your order is complete: its files are in your workspace.',
  rejected: 'The team cannot take this order on. Their message explains why.',
};

/**
 * After a service request is saved: its start, or each change of status or promised date, goes on
 * the timeline, and (for a member's order) into their notifications and their next e-mail.
 */
export const recordOrderChange: CollectionAfterChangeHook<ServiceRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const member = memberOf(doc);
  if (operation === 'create') {
    // A member's own request is started by them (their session, or the account a lead filed it for);
    // one an admin opens for someone else is the team's.
    const startedByMember = member !== null && (!req.user || String(req.user.id) === String(member));
    const by = startedByMember
      ? { actor: member, actorName: req.user?.name || doc.requesterName || TEAM_NAME, byTeam: false }
      : { ...actorOf(req), byTeam: true };
    await addEvent(req, doc, { type: 'created', status: doc.status }, by);
    // An order started on the dashboard reaches the team in their next mail; quotes and scope
    // requests already reach it as leads (server/api/leads.ts).
    if (req.context?.[ORDER_PARTY] === 'member') {
      await enqueueMail(req, {
        audience: 'team',
        user: member,
        request: doc.id,
        event: { type: 'created', details: doc.details, byName: by.actorName, at: doc.createdAt },
      });
    }
    return doc;
  }

  const by = { ...actorOf(req), byTeam: true };
  const at = new Date().toISOString();
  // A date promised and the work started in one save read in that order on the timeline.
  const due = dueDateOf(doc.dueDate);
  if (due !== dueDateOf(previousDoc?.dueDate)) {
    await addEvent(req, doc, { type: 'due_date', dueDate: due }, by);
    await tellMember(
      req,
      doc,
      {
        kind: 'order_due_date',
        title: `${doc.serviceTitle}: ${due ? 'delivery date set' : 'delivery date withdrawn'}`,
        body: due ? `Promised for ${formatDueDate(due)}.` : 'The team will give you a new date.',
      },
      { type: 'due_date', dueDate: due, byName: by.actorName, at },
    );
  }
  if (doc.status !== previousDoc?.status) {
    await addEvent(req, doc, { type: 'status', status: doc.status }, by);
    await tellMember(
      req,
      doc,
      {
        kind: 'order_status',
        title: `${doc.serviceTitle}: ${STATUS_LABELS[doc.status]}`,
        body: STATUS_NEWS[doc.status],
      },
      { type: 'status', status: doc.status, byName: by.actorName, at },
    );
  }
  return doc;
};

/**
 * Before a message or file is stored: it belongs to its order's member (their read rule) and carries
 * who sent it, under the name they have now, and whether that was the team. A route says which side
 * it speaks for (ORDER_PARTY); otherwise an admin is the team.
 */
export const stampOrderParty: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const order = await req.payload.findByID({
    collection: 'service-requests',
    id: idOf(data.request) as Id,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const party = req.context?.[ORDER_PARTY] as OrderParty | undefined;
  return {
    ...data,
    user: memberOf(order),
    ...actorOf(req),
    byTeam: party ? party === 'team' : isAdminUser(req.user),
  };
};

/** The order a message or file belongs to, read inside the save's transaction. */
async function orderOf(req: PayloadRequest, part: { request: unknown }): Promise<ServiceRequest> {
  return req.payload.findByID({
    collection: 'service-requests',
    id: idOf(part.request) as Id,
    depth: 0,
    overrideAccess: true,
    req,
  });
}

/** A message or a file: the member is told of the team's (as `news`), the team of the member's. */
async function announce(
  req: PayloadRequest,
  part: { request: unknown; byTeam: boolean },
  news: (order: ServiceRequest) => { kind: NotificationKind; title: string; body: string },
  event: OrderMailEvent,
): Promise<void> {
  const order = await orderOf(req, part);
  if (part.byTeam) await tellMember(req, order, news(order), event);
  else await enqueueMail(req, { audience: 'team', user: memberOf(order), request: order.id, event });
}

export const announceMessage: CollectionAfterChangeHook<RequestMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  await announce(
    req,
    doc,
    (order) => ({
      kind: 'order_message',
      title: `New message on ${order.serviceTitle}`,
      body: `${doc.actorName} wrote to you.`,
    }),
    { type: 'message', body: doc.body, byName: doc.actorName, at: doc.createdAt },
  );
  return doc;
};

export const announceFile: CollectionAfterChangeHook<RequestFile> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc;
  const filename = doc.name ?? doc.filename ?? 'file';
  await announce(
    req,
    doc,
    (order) => ({
      kind: 'order_file',
      title: `${order.serviceTitle}: a file is ready`,
      body: `${doc.actorName} sent ${filename}.`,
    }),
    { type: 'file', filename, size: doc.filesize ?? 0, byName: doc.actorName, at: doc.createdAt },
  );
  return doc;
};

/**
 * An order's timeline, messages, files, notifications and unsent mail cannot outlive it (each names
 * it), so deleting an order first deletes them, in the same transaction; deleting the files through
 * Payload removes them from the disk or the bucket too.
 */
export const removeOrderWorkspace: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of [
    'request-events',
    'request-messages',
    'request-files',
    'notifications',
    'mail-outbox',
  ] as const) {
    await req.payload.delete({ collection, where: { request: { equals: id } }, overrideAccess: true, req });
  }
};
