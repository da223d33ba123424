import { SITE_MESSAGES } from './site-messages';

/** Empty states with fixed words, shared by every screen that shows them. */
export const EMPTY_STATES = {
  courseNotFound: {
    title: SITE_MESSAGES.courseNotFound,
    description: 'This course may have been archived. Please explore our catalog.',
  },
} as const;
