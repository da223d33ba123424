import type { Field, GlobalAfterChangeHook, GlobalBeforeOperationHook, GlobalConfig, GlobalSlug } from 'payload';
import type { PageSlug } from '@manara/contracts';
import { canEditContent } from '../../access';
import { draftVersions, publishedOrContentEditor } from '../../collections/drafts';
import { seoFields } from '../../collections/seo';
import { invalidateGlobalOnChange } from '../../hooks/invalidate-public-cache';
import { heroGroup, picture } from './fields';

/** The CMS global of a public page: `home` is `home-page` (docs/decisions/017-page-content.md). */
export const pageGlobalSlug = <S extends PageSlug>(slug: S) => `${slug}-page` as const;

/**
 * The slug as the Local API's calls type it. The generated payload-types lists the page globals
 * once the lead regenerates them; until then the string is widened here, in one place.
 */
export const pageGlobalSlugOf = (slug: PageSlug): GlobalSlug => pageGlobalSlug(slug) as string as GlobalSlug;

/** Set on a write's context when it only saves a draft (an autosave, "Save draft"). */
const DRAFT_ONLY = 'manara:page-draft-only';

/** Marks a write that only saves a draft: the published page stays as it was, so may its cache. */
const markDraftWrites: GlobalBeforeOperationHook = ({ args, context, operation }) => {
  if (operation !== 'update') return args;
  const { draft, data } = args as { draft?: boolean; data?: { _status?: string } };
  context[DRAFT_ONLY] = draft === true && data?._status !== 'published';
  return args;
};

const dropPagesCache = invalidateGlobalOnChange('pages');

/** Publishing (and unpublishing, and restoring a version) drops the cached pages; an autosave does not. */
const invalidateOnPublish: GlobalAfterChangeHook = (args) => {
  if (args.context[DRAFT_ONLY] === true) return args.doc;
  return dropPagesCache(args);
};

interface PageGlobalOptions<S extends PageSlug> {
  slug: S;
  /** The name in /cms's nav, e.g. "Home page". */
  label: string;
  /** Which page it is, for the form's header. */
  description: string;
  /** The page's sections after the hero (sectionGroup, itemList, …). */
  fields: Field[];
}

/**
 * One public page's copy as a global: the hero, the page's own sections, and its search and sharing
 * fields, with drafts and autosave like courses. Anyone reads the published copy; editors and admins
 * read drafts and change it.
 */
export function pageGlobal<S extends PageSlug>({
  slug,
  label,
  description,
  fields,
}: PageGlobalOptions<S>): GlobalConfig {
  return {
    slug: pageGlobalSlug(slug),
    label,
    admin: { group: 'Pages', description },
    access: { read: publishedOrContentEditor, update: canEditContent },
    versions: { drafts: draftVersions.drafts, max: draftVersions.maxPerDoc },
    hooks: { beforeOperation: [markDraftWrites], afterChange: [invalidateOnPublish] },
    fields: [
      heroGroup(),
      ...fields,
      seoFields(picture('image', 'Optional. The picture of link previews (Open Graph).')),
    ],
  };
}
