import {
  API_BASE,
  apiRoutes,
  type AdminOrder,
  type MemberOrder,
  type MemberServiceRequest,
  type Notification,
  type OrderEvent,
  type OrderFile,
  type OrderMessage,
} from '@manara/contracts';
import type {
  Notification as NotificationDoc,
  RequestEvent as RequestEventDoc,
  RequestFile as RequestFileDoc,
  RequestMessage as RequestMessageDoc,
  ServiceRequest as ServiceRequestDoc,
} from '../../payload-types';
import { dueDateOf } from '../../lib/orders/due-date';
import { toServiceRequest } from './mappers';

/** An order's documents → the contract's shapes (packages/contracts/src/schemas/orders.ts). */

/** What both sides see of an order besides the request itself, oldest first. */
export interface Workspace {
  timeline: RequestEventDoc[];
  messages: RequestMessageDoc[];
  files: RequestFileDoc[];
}

export function toOrderEvent(doc: RequestEventDoc): OrderEvent {
  return {
    id: String(doc.id),
    type: doc.type,
    ...(doc.status ? { status: doc.status } : {}),
    ...(doc.type === 'due_date' ? { dueDate: dueDateOf(doc.dueDate) } : {}),
    byName: doc.actorName,
    byTeam: doc.byTeam,
    at: doc.createdAt,
  };
}

export function toOrderMessage(doc: RequestMessageDoc): OrderMessage {
  return {
    id: String(doc.id),
    body: doc.body,
    fromTeam: doc.byTeam,
    authorName: doc.actorName,
    createdAt: doc.createdAt,
  };
}

export function toOrderFile(doc: RequestFileDoc): OrderFile {
  const id = String(doc.id);
  return {
    id,
    filename: doc.name ?? doc.filename ?? `file.${doc.kind}`,
    size: doc.filesize ?? 0,
    kind: doc.kind,
    fromTeam: doc.byTeam,
    uploadedBy: doc.actorName,
    uploadedAt: doc.createdAt,
    url: `${API_BASE}${apiRoutes.requestFile.href(id)}`,
  };
}

const workspaceShape = (order: ServiceRequestDoc, workspace: Workspace) => ({
  timeline: workspace.timeline.map(toOrderEvent),
  messages: workspace.messages.map(toOrderMessage),
  files: workspace.files.map(toOrderFile),
  memberReadAt: order.memberReadAt ?? null,
  teamReadAt: order.teamReadAt ?? null,
});

/** One of the member's requests in their list: where it stands, its date, and what they have not read. */
export function toMemberServiceRequest(doc: ServiceRequestDoc, unread = 0): MemberServiceRequest {
  return {
    id: String(doc.id),
    serviceTitle: doc.serviceTitle,
    details: doc.details,
    status: doc.status,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    dueDate: dueDateOf(doc.dueDate),
    unread,
  };
}

/** The member's order: never the team's notes, the assignee or the member's own account fields. */
export function toMemberOrder(doc: ServiceRequestDoc, workspace: Workspace): MemberOrder {
  const { unread: _unread, ...request } = toMemberServiceRequest(doc);
  return { ...request, ...workspaceShape(doc, workspace) };
}

/** The order as the team works on it; `doc` has its member and assignee populated (name, e-mail). */
export function toAdminOrder(doc: ServiceRequestDoc, workspace: Workspace): AdminOrder {
  const { unread: _unread, ...request } = toServiceRequest(doc);
  const member = typeof doc.user === 'object' && doc.user ? doc.user : undefined;
  const assignee = typeof doc.assignee === 'object' && doc.assignee ? doc.assignee : undefined;
  return {
    ...request,
    dueDate: dueDateOf(doc.dueDate),
    updatedAt: doc.updatedAt,
    ...(member?.email ? { memberEmail: member.email } : {}),
    assignee: assignee ? { id: String(assignee.id), name: assignee.name } : null,
    internalNotes: doc.internalNotes ?? '',
    ...workspaceShape(doc, workspace),
  };
}

export function toNotification(doc: NotificationDoc): Notification {
  return {
    id: String(doc.id),
    kind: doc.kind,
    title: doc.title,
    body: doc.body,
    href: doc.href,
    createdAt: doc.createdAt,
    read: Boolean(doc.readAt),
  };
}
