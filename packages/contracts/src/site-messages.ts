/**
 * The sentences the site's shell shows on any page: the API client's own error, and the empty
 * state of a course that is gone. Apart from MESSAGES (messages.ts), which includes them, so that
 * every page does not load every form's, the admin's and the server's sentences with its shell
 * (apps/site/vite.config.ts puts this module, not messages.ts, into the shell file).
 * Import it as '@manara/contracts/site-messages'; everything else keeps reading MESSAGES.
 */
export const SITE_MESSAGES = {
  courseNotFound: 'Course not found',
  // Client-side errors of the API client.
  malformedJson: 'API returned malformed JSON',
} as const;
