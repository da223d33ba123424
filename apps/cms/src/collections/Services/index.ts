import type { CollectionConfig } from 'payload';
import { anyone, isAdmin } from '../../access';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';

export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order', 'updatedAt'],
    group: 'Content',
    description: 'The service cards of the home page, in display order. Each links to its own route on the site.',
  },
  defaultSort: 'order',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: invalidateOnChange('services'),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      admin: { description: 'Short bullet points shown on the card.' },
    },
    {
      name: 'route',
      type: 'text',
      required: true,
      admin: { description: 'The site path the card links to, e.g. /data-analysis.' },
      validate: (value: unknown) =>
        typeof value === 'string' && value.startsWith('/') ? true : 'A route starts with / (e.g. /courses)',
    },
    {
      name: 'order',
      label: 'Display order',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
};
