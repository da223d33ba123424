import type { PageSlug } from '@manara/contracts';

/**
 * The name each page written in /cms goes by in its head until an editor fills in its search title.
 * Its description is the page's own (seeded in its search fields, else the start of its hero's lead).
 */
export const PAGE_TITLES: Record<PageSlug, string> = {
  home: 'Manara Research',
  about: 'About us',
  contact: 'Contact us',
  workgroups: 'Research workgroups',
  'data-analysis': 'Data analysis services',
  'research-services': 'Research services',
  pricing: 'Pricing',
  courses: 'Courses',
  portfolio: 'Portfolio',
  reviews: 'Client reviews',
  'journal-selection': 'Journal selection',
  'research-writer': 'Research writer',
};
