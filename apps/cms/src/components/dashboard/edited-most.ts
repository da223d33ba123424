import type { CollectionSlug, GlobalSlug } from 'payload';

/**
 * What editors change most, in the order the greeting lists it. Titles and descriptions come from
 * each collection's or global's own config, so the dashboard says what the sidebar says.
 */
export const EDITED_MOST: ReadonlyArray<{ collection: CollectionSlug } | { global: GlobalSlug }> = [
  { collection: 'courses' },
  { collection: 'projects' },
  { collection: 'reviews' },
  { collection: 'services' },
  { global: 'site-settings' },
];
