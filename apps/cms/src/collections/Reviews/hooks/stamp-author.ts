import type { CollectionBeforeChangeHook } from 'payload';
import { isContentEditor } from '../../../access';
import { reviewAuthor } from '../author';

/**
 * A member's review is always theirs and always starts pending, whichever way it was sent (/api or
 * Payload's REST under /cms/api): author data comes from the signed-in account, never the body.
 * Editors and admins may write reviews on behalf of anyone (a client's testimonial typed in /cms).
 */
export const stampAuthor: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const user = req.user;
  if (!user || isContentEditor(user) || operation !== 'create') return data;
  return { ...data, ...reviewAuthor(user), status: 'pending' };
};
