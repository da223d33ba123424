import type { GlobalConfig } from 'payload';
import { array, text } from 'payload/shared';
import { fieldRules, LIST_MAX, TEXT_MAX } from '@manara/contracts';
import { anyone, canEditContent } from '../access';
import { checkedBy, titleText } from '../collections/rules';
import { invalidateGlobalOnChange } from '../hooks/invalidate-public-cache';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Content',
    description: 'What the footer, contact page, workgroups page and home numbers band show.',
  },
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [invalidateGlobalOnChange('site-settings')] },
  fields: [
    { name: 'supportEmail', label: 'Support e-mail', type: 'email', required: true },
    {
      name: 'offices',
      type: 'array',
      maxRows: LIST_MAX.offices,
      validate: checkedBy(fieldRules.offices, array),
      admin: { description: 'Office cities listed in the footer.' },
      fields: [{ name: 'city', type: 'text', required: true, ...titleText }],
    },
    {
      name: 'chatLink',
      label: 'Messaging-group join link',
      type: 'text',
      required: true,
      maxLength: TEXT_MAX.url,
      validate: checkedBy(fieldRules.link, text),
      admin: { description: 'The external link of the research services and workgroups pages.' },
    },
    {
      name: 'officeHours',
      label: 'Office hours',
      type: 'text',
      required: true,
      ...titleText,
      admin: { description: 'Shown on the contact page.' },
    },
    {
      // Not `numbers`: SQL adapters keep hasMany number fields in a `<table>_numbers` table.
      name: 'numbersBand',
      label: 'Numbers band',
      type: 'array',
      maxRows: LIST_MAX.numbers,
      validate: checkedBy(fieldRules.numbers, array),
      admin: { description: 'The home page numbers band, e.g. 500+ Projects.' },
      fields: [
        { name: 'value', type: 'text', required: true, ...titleText },
        { name: 'label', type: 'text', required: true, ...titleText },
      ],
    },
  ],
};
