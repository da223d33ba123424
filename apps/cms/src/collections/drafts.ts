import type { Access, CollectionBeforeOperationHook, CollectionConfig, RequestContext, Where } from 'payload';
import { isContentEditor } from '../access';

/**
 * Drafts, versions and autosave for the content visitors read (courses, projects, and pages when
 * they arrive): docs/decisions/015-drafts-and-versions.md. An editor's typing is saved as a draft
 * version within a second of a pause; the public copy changes only when they publish.
 */
export const draftVersions = {
  // Short enough that the live preview beside the form follows the typing (it shows saved drafts).
  drafts: { autosave: { interval: 800 } },
  // Autosave replaces the newest draft instead of adding one, so 50 is many days of editing.
  maxPerDoc: 50,
} satisfies CollectionConfig['versions'];

/** Set on a write's context when it only saves a draft version (an autosave, "Save draft"). */
const DRAFT_ONLY = 'manara:draft-only';
const WRITES = new Set<string>(['create', 'update', 'updateByID', 'restoreVersion']);

/**
 * The `beforeOperation` hook of a collection with drafts. It marks a write that only saves a draft
 * (`draft: true` and not a publish: the published copy stays as it was, so the public cache may
 * too); unpublishing is not one, it changes the published copy. And a create that is not a draft
 * publishes: Payload's own default status is 'draft', which would hide what a script, the seed or
 * a client of /cms's REST creates without saying.
 */
export const draftWrites: CollectionBeforeOperationHook = ({ args, context, operation }) => {
  // Reads (which may also ask for drafts) leave the mark of the write under way alone.
  if (!WRITES.has(operation)) return args;
  const { draft, data } = args as { draft?: boolean; data?: { _status?: string } };
  context[DRAFT_ONLY] = draft === true && data?._status !== 'published';
  if (operation === 'create' && !draft && data && data._status === undefined) data._status = 'published';
  return args;
};

/** Whether the write whose hooks run only saved a draft (see draftWrites). */
export const isDraftOnlyWrite = (context: RequestContext): boolean => context[DRAFT_ONLY] === true;

/** The condition every public read adds: only published documents. */
export const isPublished = { _status: { equals: 'published' } } satisfies Where;

/** Editors and admins read drafts too (in /cms and a preview); anyone else only what is published. */
export const publishedOrContentEditor: Access = ({ req }) => isContentEditor(req.user) || isPublished;

/**
 * The Local API options of a public read of a drafts collection: the published copy (`draft: false`)
 * of published documents only, as nobody in particular. `where` narrows it further.
 */
export function publishedOnly(where?: Where): { draft: false; overrideAccess: false; where: Where } {
  return { draft: false, overrideAccess: false, where: where ? { and: [where, isPublished] } : isPublished };
}

/** The status a write from the control panel gives: published unless it says otherwise. */
export const statusOf = (published: boolean | undefined): 'published' | 'draft' =>
  published === false ? 'draft' : 'published';
