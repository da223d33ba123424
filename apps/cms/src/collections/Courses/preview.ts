import { previewLink } from '../../lib/live-preview';

/**
 * The "Preview" link of a course in /cms: its public page with `?preview=1`, where the server shows
 * a signed-in editor the latest draft (server/ssr.ts) and anyone else the published page.
 */
export const coursePreview = previewLink('courses');
