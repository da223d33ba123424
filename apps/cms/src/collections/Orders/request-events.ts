import type { CollectionConfig } from 'payload';
import { ORDER_EVENT_TYPES, SERVICE_REQUEST_STATUSES, STATUS_LABELS } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { orderFields } from './fields';

const EVENT_LABELS = { created: 'Started', status: 'Status changed', due_date: 'Delivery date set' } as const;

/**
 * An order's timeline: its start, each status change and each promised date, with who made the change
 * and when. Written only by the service requests' hooks (lib/orders/activity.ts), whichever door the
 * change came through; the member reads their own order's, admins every one.
 */
export const RequestEvents: CollectionConfig = {
  slug: 'request-events',
  labels: { singular: 'Order event', plural: 'Order events' },
  admin: {
    defaultColumns: ['request', 'type', 'status', 'actorName', 'createdAt'],
    group: 'People',
    description: "Each order's timeline: started, status changes, delivery dates. Written by the server.",
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: 'createdAt',
  access: ownedRecordAccess,
  fields: [
    ...orderFields,
    {
      name: 'type',
      type: 'select',
      required: true,
      options: ORDER_EVENT_TYPES.map((t) => ({ label: EVENT_LABELS[t], value: t })),
    },
    {
      name: 'status',
      type: 'select',
      options: SERVICE_REQUEST_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
    },
    { name: 'dueDate', label: 'Delivery date', type: 'date' },
  ],
};
