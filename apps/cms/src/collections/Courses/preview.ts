import type { GeneratePreviewURL } from 'payload';
import { isContentRole } from '@manara/contracts';
import { siteUrl } from '../../lib/env';

/**
 * The "Preview" link of a course in /cms: its public page with `?preview=1`, where the server shows
 * a signed-in editor the latest draft (server/ssr.ts) and anyone else the published page.
 */
export const coursePreview: GeneratePreviewURL = (doc, { req }) => {
  if (!doc?.id || !isContentRole(req.user?.role)) return null;
  return `${siteUrl() ?? ''}/courses/${String(doc.id)}?preview=1`;
};
