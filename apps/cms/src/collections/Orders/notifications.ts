import type { CollectionConfig } from 'payload';
import { NOTIFICATION_KINDS } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { titleText } from '../rules';

/**
 * What the dashboard's Notifications list shows a member: their orders' changes, messages and
 * deliverables, a course project reviewed, a certificate issued. Written by the server's hooks, read
 * by the member through /api, marked read when they open it.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['user', 'title', 'kind', 'readAt', 'createdAt'],
    group: 'People',
    description: "Members' dashboard notifications, written by the server.",
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-createdAt',
  access: ownedRecordAccess,
  indexes: [{ fields: ['user', 'readAt'] }],
  fields: [
    { name: 'user', label: 'Member', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...NOTIFICATION_KINDS] },
    { name: 'title', type: 'text', required: true, ...titleText },
    { name: 'body', type: 'text', required: true, ...titleText },
    { name: 'href', label: 'Page', type: 'text', required: true, ...titleText },
    { name: 'request', label: 'Order', type: 'relationship', relationTo: 'service-requests', index: true },
    { name: 'readAt', type: 'date' },
  ],
};
