import { SITE_MESSAGES } from './site-messages';

/** Empty states with fixed words, shared by every screen that shows them. */
export const EMPTY_STATES = {
  courseNotFound: {
    title: SITE_MESSAGES.courseNotFound,
    description: 'This course may have been archived. Please explore our catalog.',
  },
  journalsBeforeSearch: {
    title: 'Your shortlist will appear here',
    description:
      'Describe your manuscript: its topic, design and population. We rank our curated journal catalogue against it in your browser and show why each journal fits.',
  },
  journalsNoMatch: {
    title: 'No journal in our catalogue matches this manuscript',
    description:
      'Try the words of your field, study design and population, or widen the filters: impact 2-5, Flexible processing time, Any publisher and open access unticked.',
  },
} as const;
