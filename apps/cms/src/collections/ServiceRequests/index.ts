import type { CollectionConfig } from 'payload';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS } from '@manara/contracts';
import { hiddenFromNonAdmins, isAdminField } from '../../access';
import { ownedRecordAccess } from '../../access/presets';
import { recordOrderChange, removeOrderWorkspace, stampDueDate } from '../../lib/orders/activity';
import { nameText, paragraphText, titleText } from '../rules';

/**
 * A member's request for analysis or research help: the product's record (service, member, details,
 * status), and the order the member follows at /dashboard/requests/:id (docs/decisions on the order
 * model): the delivery date the team promises, the admin it is assigned to, the team's internal notes
 * (admins only, never in a member's answer) and when each side last opened it. Its timeline, messages
 * and files live in their own collections; every change of status or date, from /api or /cms, is
 * written to the timeline and told to the member by the hooks.
 */
export const ServiceRequests: CollectionConfig = {
  slug: 'service-requests',
  labels: { singular: 'Service request', plural: 'Service requests' },
  admin: {
    useAsTitle: 'serviceTitle',
    defaultColumns: ['serviceTitle', 'user', 'requesterName', 'status', 'dueDate', 'assignee', 'createdAt'],
    group: 'People',
    description:
      'Orders for analysis or research help: move them through review, promise a date, assign them. Members follow each one on their dashboard.',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-createdAt',
  access: ownedRecordAccess,
  hooks: { beforeChange: [stampDueDate], afterChange: [recordOrderChange], beforeDelete: [removeOrderWorkspace] },
  fields: [
    { name: 'serviceTitle', label: 'Service', type: 'text', required: true, ...titleText },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'requesterName',
      label: 'Requester name',
      type: 'text',
      ...nameText,
      admin: { description: 'Used when the request is not linked to an account.' },
    },
    { name: 'details', type: 'textarea', required: true, ...paragraphText },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'in_review',
      options: SERVICE_REQUEST_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
    },
    {
      name: 'dueDate',
      label: 'Delivery date',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: 'The date promised to the member.',
      },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      // Orders are worked on by the team: only admins can be given one.
      filterOptions: { role: { equals: 'admin' } },
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'internalNotes',
      label: 'Internal notes',
      type: 'textarea',
      ...paragraphText,
      // The team's own notes: read and written by admins only, and never part of a member's answer.
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      admin: { description: 'For the team only: the member never sees these.' },
    },
    {
      name: 'memberReadAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'When the member last opened the order.' },
    },
    {
      name: 'teamReadAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'When the team last opened the order.' },
    },
  ],
};
