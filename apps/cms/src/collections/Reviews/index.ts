import type { CollectionConfig } from 'payload';
import { text } from 'payload/shared';
import {
  COUNTRIES,
  fieldRules,
  PLANS,
  RATING,
  REVIEW_SERVICES,
  REVIEW_STATUSES,
  ROLE_LABELS,
  ROLES,
  STATUS_LABELS,
  TEXT_MAX,
} from '@manara/contracts';
import { approvedOrEditor, authenticated, canEditContentField, isAdminOrAuthorField } from '../../access';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { checkedBy, paragraphText, ratingField, titleText } from '../rules';
import { stampAuthor } from './hooks/stamp-author';

const cacheHooks = invalidateOnChange('reviews');

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'service', 'rating', 'status', 'createdAt'],
    listSearchableFields: ['name', 'service', 'quote'],
    group: 'Content',
    description: 'Client reviews. Members submit them as pending; only approved reviews appear on the site.',
  },
  defaultSort: '-createdAt',
  // Any member may submit a review (as pending); only editors moderate it.
  access: { ...contentAccess(approvedOrEditor), create: authenticated },
  hooks: { ...cacheHooks, beforeChange: [stampAuthor] },
  fields: [
    { name: 'name', label: 'Author name', type: 'text', required: true, ...titleText },
    {
      // A text column checked against the listed services (not a select: that would change the table).
      name: 'service',
      type: 'text',
      required: true,
      maxLength: TEXT_MAX.short,
      validate: checkedBy(fieldRules.reviewService, text),
      admin: { description: `One of: ${REVIEW_SERVICES.join(', ')}.` },
    },
    { ...ratingField, defaultValue: RATING.default },
    { name: 'quote', type: 'textarea', required: true, ...paragraphText },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REVIEW_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: s })),
      // Editors and admins moderate; a member's value is dropped and the review stays pending.
      access: { create: canEditContentField, update: canEditContentField },
      admin: { position: 'sidebar' },
    },
    {
      type: 'collapsible',
      label: 'Author',
      admin: { position: 'sidebar', initCollapsed: false },
      fields: [
        {
          name: 'user',
          label: 'Account',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          access: { read: isAdminOrAuthorField },
        },
        { name: 'email', type: 'email', access: { read: isAdminOrAuthorField } },
        { name: 'country', type: 'select', options: COUNTRIES.map((c) => ({ label: c.name, value: c.code })) },
        { name: 'plan', type: 'select', options: PLANS.map((p) => ({ label: p, value: p })) },
        {
          name: 'role',
          type: 'select',
          options: ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r })),
        },
      ],
    },
  ],
};
