import type { CollectionConfig } from 'payload';
import { DISPLAY_ORDER, isInternalPath, LIST_MAX, MESSAGES, TEXT_MAX } from '@manara/contracts';
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
    { name: 'title', type: 'text', required: true, maxLength: TEXT_MAX.short },
    { name: 'summary', type: 'textarea', required: true, maxLength: TEXT_MAX.long },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      maxRows: LIST_MAX.features,
      maxLength: TEXT_MAX.short,
      admin: { description: 'Short bullet points shown on the card.' },
    },
    {
      name: 'route',
      type: 'text',
      required: true,
      admin: { description: 'The site path the card links to, e.g. /data-analysis.' },
      // Only a page of this site: `//host`, `/\\host`, `https://…` and `javascript:` would send visitors elsewhere.
      validate: (value: unknown) => (isInternalPath(value) ? true : MESSAGES.routeInvalid),
    },
    {
      name: 'order',
      label: 'Display order',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: DISPLAY_ORDER.min,
      max: DISPLAY_ORDER.max,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
};
