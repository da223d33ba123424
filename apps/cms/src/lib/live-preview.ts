import type { Config, GeneratePreviewURL, PayloadRequest } from 'payload';
import { CMS_PAGE_PATHS, COURSE_PAGE, isContentRole, SITE_PAGES } from '@manara/contracts';
import { pageGlobalSlug } from '../globals/pages/page-global';
import { siteUrl } from './env';

/**
 * Where each document an editor previews is shown on the public site: the one map of collection
 * and global slugs to pages (docs/decisions/015-drafts-and-versions.md, "Live preview"). A project
 * has no page of its own: it shows in the portfolio's list. A page global (`home-page`…) is its
 * page.
 */
const COLLECTION_PAGES: Record<string, (id: string) => string> = {
  courses: COURSE_PAGE.href,
  projects: () => SITE_PAGES.portfolio,
};
const GLOBAL_PAGES: Record<string, string> = Object.fromEntries(
  Object.entries(CMS_PAGE_PATHS).map(([slug, page]) => [pageGlobalSlug(slug as keyof typeof CMS_PAGE_PATHS), page]),
);

/** Which document is previewed: a collection's (with its id) or a global. */
export type PreviewTarget = { collection: string; id: unknown } | { global: string };

/**
 * The page that shows `target` with `?preview=1`, where the server gives a signed-in editor the
 * latest drafts (server/ssr.ts) and anyone else the published page; null for anyone but an editor
 * or admin, and for a document not saved yet. Absolute when SITE_URL is set.
 */
export function previewUrl(target: PreviewTarget, req: Pick<PayloadRequest, 'user'>): string | null {
  if (!isContentRole(req.user?.role)) return null;
  let page: string | undefined;
  if ('global' in target) page = GLOBAL_PAGES[target.global];
  else if (target.id !== undefined && target.id !== null && target.id !== '') {
    page = COLLECTION_PAGES[target.collection]?.(String(target.id));
  }
  return page === undefined ? null : `${siteUrl() ?? ''}${page}?preview=1`;
}

/** The "Preview" link of a collection's document in /cms: its page, opened in a new tab. */
export const previewLink =
  (collection: string): GeneratePreviewURL =>
  (doc, { req }) =>
    previewUrl({ collection, id: doc?.id }, req);

/**
 * Payload's live preview: the public page beside the form, in a frame the server lets /cms show
 * (an editor's preview answers `frame-ancestors 'self'`). The site reloads its data when /cms says
 * the draft was saved (Payload's server-side live preview: apps/site/src/lib/preview/), so an
 * autosave shows in the frame a moment after the editor types.
 */
export const livePreview = {
  collections: Object.keys(COLLECTION_PAGES),
  globals: Object.keys(GLOBAL_PAGES),
  url: ({ collectionConfig, globalConfig, data, req }) =>
    globalConfig
      ? previewUrl({ global: globalConfig.slug }, req)
      : previewUrl({ collection: collectionConfig?.slug ?? '', id: (data as { id?: unknown }).id }, req),
  // The site's own layouts: the phone, the tablet and the desktop it is designed for.
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 1024, height: 768 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
} satisfies NonNullable<NonNullable<Config['admin']>['livePreview']>;
