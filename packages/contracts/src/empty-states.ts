import { MESSAGES } from './messages';

/** Empty states with fixed words, shared by every screen that shows them. */
export const EMPTY_STATES = {
  courseNotFound: {
    title: MESSAGES.courseNotFound,
    description: 'This course may have been archived. Please explore our catalog.',
  },
} as const;
