import type { CollectionConfig } from 'payload';
import { number } from 'payload/shared';
import { DISPLAY_ORDER, fieldRules, isInternalPath, LIST_MAX, MESSAGES, TEXT_MAX } from '@manara/contracts';
import { anyone } from '../../access';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { checkedBy, paragraphText, textList, titleText } from '../rules';

export const Services: CollectionConfig = {
  slug: 'services',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'route', 'order', 'updatedAt'],
    group: 'Content',
    description: 'The service cards of the home page, in display order. Each links to its own route on the site.',
  },
  defaultSort: 'order',
  access: contentAccess(anyone),
  hooks: invalidateOnChange('services'),
  fields: [
    { name: 'title', type: 'text', required: true, ...titleText },
    { name: 'summary', type: 'textarea', required: true, ...paragraphText },
    {
      name: 'features',
      type: 'text',
      hasMany: true,
      maxRows: LIST_MAX.features,
      maxLength: TEXT_MAX.short,
      validate: checkedBy(fieldRules.features, textList),
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
      validate: checkedBy(fieldRules.displayOrder, number),
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
};
