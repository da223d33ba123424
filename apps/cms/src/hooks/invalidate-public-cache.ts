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

/** Whether the public answers show a document of the collection (all of them unless said). */
export type ShownInPublic = (doc: Record<string, unknown>) => boolean;

/**
 * Hooks that drop the cached public responses of a collection or global after any change, from
 * /api, /cms or a script, on every server, so the next public GET reads the database again. Saving
 * a draft changes nothing public, so an autosave leaves the cache alone; publishing and
 * unpublishing drop it. Nor does a change to a document the public answers show neither before nor
 * after (`shown`): a member's pending review keeps every server's cached lists and pages warm,
 * however many are sent.
 */
export function invalidateOnChange(
  tag: CacheTag,
  shown: ShownInPublic = () => true,
): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, context, req }) => {
        if (isDraftOnlyWrite(context)) return doc;
        if (shown(doc) || (previousDoc && shown(previousDoc))) await invalidate(tag, req);
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (shown(doc)) await invalidate(tag, req);
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
