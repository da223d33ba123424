import type { Field, GroupField } from 'payload';
import { paragraphText, titleText } from './rules';

/**
 * The search-engine and link-preview fields of a course, project or page (group `meta`). Empty ones
 * fall back to the document's own title and summary where the page is rendered. More fields (an
 * image) are passed in by the collection, so this group stays the one definition.
 */
export function seoFields(...more: Field[]): GroupField {
  return {
    name: 'meta',
    label: 'Search and sharing',
    type: 'group',
    admin: {
      description: 'What search engines and link previews show. Leave empty to use the title and summary.',
    },
    fields: [
      { name: 'title', type: 'text', ...titleText, admin: { description: 'Defaults to the title.' } },
      {
        name: 'description',
        type: 'textarea',
        ...paragraphText,
        admin: { description: 'About 155 characters. Defaults to the start of the summary.' },
      },
      ...more,
    ],
  };
}
