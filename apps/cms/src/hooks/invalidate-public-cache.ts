import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { isDraftOnlyWrite } from '../collections/drafts';
import { afterCommit } from '../lib/after-commit';
import { announceChange } from '../lib/change-feed';
import { invalidate as dropTag, type CacheTag } from '../lib/public-cache';

/**
 * Hooks run inside the write's transaction: the tag is dropped at once, and once more when the
 * change is committed, when the other servers are told too (lib/change-feed.ts). A public GET that
 * read between the two would have cached the old rows.
 */
async function invalidate(tag: CacheTag, req: PayloadRequest): Promise<void> {
  dropTag(tag);
  await afterCommit(req, () => announceChange(req.payload, tag));
}

/**
 * Hooks that drop the cached public responses of a collection or global after any change, from
 * /api, /cms or a script, on every server, so the next public GET reads the database again. Saving
 * a draft changes nothing public, so an autosave leaves the cache alone; publishing and
 * unpublishing drop it.
 */
export function invalidateOnChange(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      async ({ doc, context, req }) => {
        if (!isDraftOnlyWrite(context)) await invalidate(tag, req);
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await invalidate(tag, req);
        return doc;
      },
    ],
  };
}

export const invalidateGlobalOnChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await invalidate(tag, req);
    return doc;
  };
