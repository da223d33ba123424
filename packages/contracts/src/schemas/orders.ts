import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits';
import { SERVICE_REQUEST_STATUSES } from '../constants/options';
import { NOTIFICATION_KINDS, ORDER_EVENT_TYPES, ORDER_FILE_KINDS, ORDER_SERVICES } from '../constants/orders';
import { MESSAGES } from '../messages';
import { memberServiceRequestSchema, serviceRequestSchema } from './entities';
import { oneOf } from './primitives';

/**
 * Orders (docs/api.md "Orders"): a service request as the member and the team follow it, with its
 * timeline, messages and files both ways, and the member's notifications. The service request stays
 * the record; these are its workspace.
 */

/** POST /api/me/service-requests: "Start a project" on the dashboard. Files follow, one call each. */
export const orderStartSchema = z.object({
  service: oneOf(ORDER_SERVICES, MESSAGES.orderServiceInvalid),
  details: z
    .string({ error: MESSAGES.scopeDetailsTooShort })
    .trim()
    .min(10, { error: MESSAGES.scopeDetailsTooShort })
    .max(TEXT_MAX.long, { error: MESSAGES.textTooLong }),
});
export type OrderStart = z.output<typeof orderStartSchema>;
export type OrderStartValues = z.input<typeof orderStartSchema>;

/** POST …/messages, by the member or the team: plain text, kept as written (trimmed). */
export const orderMessageInputSchema = z.object({
  body: z
    .string({ error: MESSAGES.messageRequired })
    .trim()
    .min(1, { error: MESSAGES.messageRequired })
    .max(TEXT_MAX.long, { error: MESSAGES.messageTooLong }),
});
export type OrderMessageInput = z.output<typeof orderMessageInputSchema>;
export type OrderMessageValues = z.input<typeof orderMessageInputSchema>;

/** One file of an order: who sent it (the member, or a named member of the team) and when. */
export const orderFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number(),
  kind: z.enum(ORDER_FILE_KINDS),
  /** True for the team's deliverables, false for what the member sent. */
  fromTeam: z.boolean(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** The download, for the order's member and admins only. */
  url: z.string(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  fromTeam: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** One step of the timeline: the order started, its status changed, or the team set (or cleared) its date. */
export const orderEventSchema = z.object({
  id: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  /** The status the order had from then on (`created` and `status`). */
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  /** The date promised from then on (`due_date`), null when it was cleared. */
  dueDate: z.string().nullable().optional(),
  byName: z.string(),
  byTeam: z.boolean(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What both sides see of an order: the timeline, the thread and the files, oldest first, and both read markers. */
const workspace = {
  timeline: z.array(orderEventSchema),
  messages: z.array(orderMessageSchema),
  files: z.array(orderFileSchema),
  /** When the member last opened the order (null: never since it started). */
  memberReadAt: z.string().nullable(),
  /** When the team last opened it. */
  teamReadAt: z.string().nullable(),
};

/** GET /api/me/service-requests/{id}: the member's order. Never the team's notes or assignee. */
export const memberOrderSchema = memberServiceRequestSchema.omit({ unread: true }).extend(workspace);
export type MemberOrder = z.infer<typeof memberOrderSchema>;

/** An admin who can be given an order. */
export const teamMemberSchema = z.object({ id: z.string(), name: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/admin/service-requests/{id}: the order as the team works on it. */
export const adminOrderSchema = serviceRequestSchema.omit({ unread: true }).extend({
  dueDate: z.string().nullable(),
  updatedAt: z.string(),
  /** The member's address, to write from outside the workspace; absent for a deleted account. */
  memberEmail: z.string().optional(),
  assignee: teamMemberSchema.nullable(),
  internalNotes: z.string(),
  ...workspace,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One of the member's notifications: what happened, and the page where it happened. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A page of this site. */
  href: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/me/notifications: the latest, newest first, and how many are unread in all. */
export const notificationListSchema = z.object({ docs: z.array(notificationSchema), unread: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/me/notifications/read: these (at most 100), or every one when `ids` is absent. */
export const notificationReadSchema = z.object({
  ids: z
    .array(z.string({ error: MESSAGES.notificationIdsInvalid }), { error: MESSAGES.notificationIdsInvalid })
    .max(100, { error: MESSAGES.notificationIdsInvalid })
    .optional(),
});
export type NotificationRead = z.output<typeof notificationReadSchema>;
