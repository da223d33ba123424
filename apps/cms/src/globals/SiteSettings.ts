import type { GlobalConfig } from 'payload';
import { array, text } from 'payload/shared';
import { fieldRules, LIST_MAX, MESSAGES, TEXT_MAX } from '@manara/contracts';
import { anyone, canEditContent } from '../access';
import { checkedBy, lineText } from '../collections/rules';
import { invalidateGlobalOnChange } from '../hooks/invalidate-public-cache';
import { isProduction } from '../lib/env';

/**
 * The join link opens from every public page: only a web address, never `javascript:` or `data:`,
 * which would run in the site's origin or show a page of the editor's making. http:// only while
 * developing (a local chat server); the site itself is served over https in production.
 */
const linkRule = checkedBy(fieldRules.link, text);
const chatLinkCheck: typeof text = (value, args) => {
  if (typeof value === 'string' && value !== '') {
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // Not an address at all.
    }
    if (protocol !== 'https:' && !(protocol === 'http:' && !isProduction)) return MESSAGES.chatLinkInvalid;
  }
  return linkRule(value, args);
};

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
      fields: [{ name: 'city', type: 'text', required: true, ...lineText }],
    },
    {
      name: 'chatLink',
      label: 'Messaging-group join link',
      type: 'text',
      required: true,
      maxLength: TEXT_MAX.url,
      validate: chatLinkCheck,
      admin: {
        description: 'The external link of the research services and workgroups pages: an https:// address.',
      },
    },
    {
      name: 'officeHours',
      label: 'Office hours',
      type: 'text',
      required: true,
      ...lineText,
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
        { name: 'value', type: 'text', required: true, ...lineText },
        { name: 'label', type: 'text', required: true, ...lineText },
      ],
    },
  ],
};
