import type { CollectionConfig } from 'payload';
import { number } from 'payload/shared';
import { fieldRules, LIST_MAX, SERVICE_FILTERS, TEXT_MAX, YEAR } from '@manara/contracts';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { previewLink } from '../../lib/live-preview';
import { MEDIA_SLUG } from '../Media/slug';
import { draftVersions, draftWrites, publishedOrContentEditor } from '../drafts';
import { checkedBy, lineText, paragraphText, textList, titleText } from '../rules';
import { seoFields } from '../seo';

export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Portfolio project', plural: 'Portfolio projects' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'domain', 'service', 'year', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'domain', 'summary'],
    group: 'Content',
    description: 'Case studies on /portfolio. Only published projects are shown on the site.',
    // The portfolio with this project's draft, for an editor (lib/live-preview.ts).
    preview: previewLink('projects'),
  },
  defaultSort: '-createdAt',
  access: contentAccess(publishedOrContentEditor),
  // The control panel and the portfolio list newest work first (year, then when added, then id): read
  // in this index's order, a page stops at its last row instead of sorting every project first.
  indexes: [{ fields: ['year', 'createdAt'] }],
  versions: draftVersions,
  hooks: { ...invalidateOnChange('projects'), beforeOperation: [draftWrites] },
  fields: [
    { name: 'title', type: 'text', required: true, ...titleText },
    {
      name: 'domain',
      type: 'text',
      required: true,
      index: true,
      ...lineText,
      admin: { description: 'The clinical discipline, used by the portfolio’s discipline filter (e.g. Cardiology).' },
    },
    {
      name: 'year',
      type: 'number',
      required: true,
      min: YEAR.min,
      max: YEAR.max,
      index: true,
      validate: checkedBy(fieldRules.year, number),
    },
    { name: 'summary', type: 'textarea', required: true, ...paragraphText },
    {
      name: 'image',
      type: 'upload',
      relationTo: MEDIA_SLUG,
      admin: { description: 'Optional. Shown at the top of the project card on /portfolio.' },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: LIST_MAX.tags,
      maxLength: TEXT_MAX.tag,
      validate: checkedBy(fieldRules.tags, textList),
    },
    {
      name: 'service',
      type: 'select',
      options: SERVICE_FILTERS.map((s) => ({ label: s, value: s })),
      admin: {
        position: 'sidebar',
        description: 'The portfolio’s service filter this project appears under.',
      },
    },
    seoFields(),
  ],
};
