import type { CollectionConfig } from 'payload';
import { SERVICE_REQUEST_STATUSES, STATUS_LABELS } from '@manara/contracts';
import { hiddenFromNonAdmins } from '../access';
import { ownedRecordAccess } from '../access/presets';
import { paragraphText, titleText } from './rules';

export const ServiceRequests: CollectionConfig = {
  slug: 'service-requests',
  labels: { singular: 'Service request', plural: 'Service requests' },
  admin: {
    useAsTitle: 'serviceTitle',
    defaultColumns: ['serviceTitle', 'user', 'requesterName', 'status', 'createdAt'],
    group: 'People',
    description: 'Requests for analysis or research help, moved through review by the team.',
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-createdAt',
  access: ownedRecordAccess,
  fields: [
    { name: 'serviceTitle', label: 'Service', type: 'text', required: true, ...titleText },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'requesterName',
      label: 'Requester name',
      type: 'text',
      ...titleText,
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
  ],
};
