import type { ArrayField, Field, GroupField, SelectField } from 'payload';
import { array } from 'payload/shared';
import { PAGE_ITEMS_MAX } from '@manara/contracts';
import { MEDIA_SLUG } from '../../collections/Media/slug';
import { z } from 'zod';
import { checkedBy, lineText, paragraphText, textList } from '../../collections/rules';

/**
 * The building blocks of a page global: each page lists its sections with these, so every page's
 * form in /cms reads the same way (a small label, a heading, a sentence) and matches the contract
 * shapes in packages/contracts/src/schemas/pages.ts.
 */

/** A text field builder of one kind (a line, a paragraph) with its contract rule. */
const textOf =
  (type: 'text' | 'textarea', rule: typeof lineText | typeof paragraphText) =>
  (name: string, label?: string, required = true, description?: string): Field =>
    // The pair is always matched (a text's rule with 'text'), which TypeScript cannot follow through the spread.
    ({
      name,
      ...(label ? { label } : {}),
      type,
      required,
      ...rule,
      ...(description ? { admin: { description } } : {}),
    }) as Field;

/** A one-line text field. */
export const line = textOf('text', lineText);

/** A paragraph field. */
export const paragraph = textOf('textarea', paragraphText);

/** Short lines typed one per line in /cms (a plan's features, a week's activities), at most PAGE_ITEMS_MAX. */
export const lineList = (name: string, description: string): Field => ({
  name,
  type: 'text',
  hasMany: true,
  required: true,
  maxRows: PAGE_ITEMS_MAX,
  maxLength: lineText.maxLength,
  validate: textList,
  admin: { description },
});

/** A required choice among values the product fixes (a plan, a discount, a service, a status). */
export const choice = (name: string, options: SelectField['options'], description?: string): Field => ({
  name,
  type: 'select',
  required: true,
  options,
  ...(description ? { admin: { description } } : {}),
});

/** An optional picture from the media library. */
export const picture = (name: string, description: string): Field => ({
  name,
  type: 'upload',
  relationTo: MEDIA_SLUG,
  admin: { description },
});

/** The page's first section: the h1 and the sentence under it. */
export const heroGroup = (): GroupField => ({
  name: 'hero',
  label: 'Hero',
  type: 'group',
  admin: { description: 'The top of the page: its main heading and the sentence under it.' },
  fields: [
    line('eyebrow', 'Small label above the heading', false),
    line('headline', 'Headline'),
    paragraph('lead', 'Lead'),
    picture('image', 'Optional. Shown beside the headline on wide screens.'),
  ],
});

/** A section's heading: label, heading and the sentence below it, then the section's own fields. */
export function sectionGroup(name: string, label: string, description: string, ...more: Field[]): GroupField {
  return {
    name,
    label,
    type: 'group',
    admin: { description },
    fields: [
      line('eyebrow', 'Small label above the heading', false),
      line('heading', 'Heading'),
      paragraph('description', 'Sentence under the heading', false),
      ...more,
    ],
  };
}

const listRule = z.array(z.unknown()).max(PAGE_ITEMS_MAX);

/** A list of items (values, questions, weeks), at most PAGE_ITEMS_MAX. */
export function itemList(name: string, label: string, fields: Field[], description?: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: PAGE_ITEMS_MAX,
    validate: checkedBy(listRule, array),
    admin: { initCollapsed: true, ...(description ? { description } : {}) },
    fields,
  };
}

/** A list of titled paragraphs (values, pathways, phases, milestones): the contract's pageItemSchema. */
export function pageItemList(name: string, label: string, titleLabel: string, textLabel: string): ArrayField {
  return itemList(name, label, [line('title', titleLabel), paragraph('text', textLabel)]);
}
