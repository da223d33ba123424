import type { CollectionConfig } from 'payload';
import { hiddenFromNonAdmins } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { announceMessage, stampOrderParty } from '../../lib/orders/activity';
import { paragraphText } from '../rules';
import { orderFields } from './fields';

/**
 * The thread between a member and the team on one order, plain text. Members and admins write through
 * /api (server/api/orders.ts); a new message is told to the other side by the hook (a notification
 * and a batched e-mail, lib/orders/activity.ts).
 */
export const RequestMessages: CollectionConfig = {
  slug: 'request-messages',
  labels: { singular: 'Order message', plural: 'Order messages' },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['request', 'actorName', 'byTeam', 'body', 'createdAt'],
    group: 'People',
    description: 'Messages between members and the team on their orders.',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: 'createdAt',
  access: ownedRecordAccess,
  hooks: { beforeChange: [stampOrderParty], afterChange: [announceMessage] },
  fields: [...orderFields, { name: 'body', label: 'Message', type: 'textarea', required: true, ...paragraphText }],
};
