import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import { isDraftOnlyWrite } from '../collections/drafts';
import { invalidate as dropTag, type CacheTag } from '../lib/public-cache';

/**
 * Hooks run inside the write's transaction: a public GET that reads between the hook and the commit
 * could cache the old rows again, so the tag is dropped once more right after the commit window.
 */
function invalidate(tag: CacheTag): void {
  dropTag(tag);
  setTimeout(() => dropTag(tag), 250).unref();
}

/**
 * Hooks that drop the cached public responses of a collection or global after any change, from
 * /api, /cms or a script, so the next public GET reads the database again. Saving a draft changes
 * nothing public, so an autosave leaves the cache alone; publishing and unpublishing drop it.
 */
export function invalidateOnChange(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      ({ doc, context }) => {
        if (!isDraftOnlyWrite(context)) invalidate(tag);
        return doc;
      },
    ],
    afterDelete: [
      ({ doc }) => {
        invalidate(tag);
        return doc;
      },
    ],
  };
}

export const invalidateGlobalOnChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc }) => {
    invalidate(tag);
    return doc;
  };
