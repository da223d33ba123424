import type { CollectionConfig } from 'payload';
import { text } from 'payload/shared';
import {
  COUNTRY_OPTIONS,
  fieldRules,
  PLAN_OPTIONS,
  RATING,
  REVIEW_SERVICES,
  REVIEW_STATUSES,
  ROLE_OPTIONS,
  STATUS_LABELS,
  TEXT_MAX,
} from '@manara/contracts';
import { approvedOrEditor, authenticated, canEditContentField, isAdminOrAuthorField, isApproved } from '../../access';
import { contentAccess } from '../../access/presets';
import { invalidateOnChange } from '../../hooks/invalidate-public-cache';
import { checkedBy, nameText, paragraphText, ratingField } from '../rules';
import { stampAuthor } from './hooks/stamp-author';

// Visitors see approved reviews only: a pending or rejected one changes no public answer.
const cacheHooks = invalidateOnChange('reviews', isApproved);

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
  // The control panel's lists, each read in an index's order however many reviews there are: every
  // review out of the trash (each read adds deletedAt is null), newest first; one status (the
  // moderation queue), newest first; and the reviews of a page of members, to count them.
  indexes: [
    { fields: ['deletedAt', 'createdAt'] },
    { fields: ['status', 'createdAt'] },
    { fields: ['user', 'deletedAt'] },
  ],
  // A deleted review goes to the trash first: the control panel's Undo restores it, editors empty
  // the trash (or restore from it) in /cms.
  trash: true,
  // Any member may submit a review (as pending); only editors moderate it.
  access: { ...contentAccess(approvedOrEditor), create: authenticated },
  hooks: { ...cacheHooks, beforeChange: [stampAuthor] },
  fields: [
    { name: 'name', label: 'Author name', type: 'text', required: true, ...nameText },
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
        { name: 'country', type: 'select', options: COUNTRY_OPTIONS },
        { name: 'plan', type: 'select', options: PLAN_OPTIONS },
        { name: 'role', type: 'select', options: ROLE_OPTIONS },
      ],
    },
  ],
};
