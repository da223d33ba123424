import { TEXT_MAX, type NotificationKind } from '@manara/contracts';
import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload';
import { relationValue } from './learning/records';

type Id = number | string;

export interface NewNotification {
  user: Id;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The page of the site where it happened. */
  href: string;
  /** The order it is about, when it is about one (opening the order marks it read). */
  request?: Id;
}

/** One line as the notifications' text fields keep it: an order's long title must not fail the save that told of it. */
const clip = (text: string) => (text.length <= TEXT_MAX.short ? text : `${text.slice(0, TEXT_MAX.short - 1)}…`);

/**
 * Adds one of the member's dashboard notifications, inside the request's transaction. The system
 * writes it (members cannot create notifications), hence overrideAccess.
 */
export async function notify(req: PayloadRequest, notification: NewNotification): Promise<void> {
  await req.payload.create({
    collection: 'notifications',
    data: {
      ...notification,
      // An id read from a populated document arrives as a string; the column keeps the database's own.
      user: relationValue(String(notification.user)),
      title: clip(notification.title),
      body: clip(notification.body),
    } as never,
    depth: 0,
    overrideAccess: true,
    req,
  });
}

/** A member's notifications go with their account (each names it), in the deleting transaction. */
export const removeNotificationsOfUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'notifications', where: { user: { equals: id } }, overrideAccess: true, req });
};
