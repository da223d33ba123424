import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionSlug,
  PayloadRequest,
  SanitizedConfig,
  Where,
} from 'payload';
import { isAdminUser } from './index';

/** Payload's own collection of document locks ("someone is editing this"), added by its config. */
export const LOCKS_SLUG = 'payload-locked-documents';

interface LockDoc {
  document?: { relationTo: string; value: number | string | { id: number | string } } | null;
  globalSlug?: string | null;
}

/**
 * The lockable collections whose every document `req`'s user may read: their read rule answers
 * `true`, not a filter of their own rows (an editor reads their own account, never everyone's).
 */
async function fullyReadable(req: PayloadRequest, lockable: readonly string[]): Promise<string[]> {
  const readable: string[] = [];
  for (const slug of lockable) {
    const read = req.payload.collections[slug as CollectionSlug]?.config.access.read;
    if (read && (await read({ req })) === true) readable.push(slug);
  }
  return readable;
}

/** Whether `req`'s user may read the document (or global) a lock names. */
async function mayReadLockedDocument(
  req: PayloadRequest,
  lock: LockDoc,
  lockable: readonly string[],
): Promise<boolean> {
  if (lock.globalSlug) return true; // every global is the site's content, read by anyone
  if (!lock.document) return false;
  return (await fullyReadable(req, lockable)).includes(lock.document.relationTo);
}

/**
 * Payload gives every signed-in user every lock, to read and to write in anyone's name. Its admin
 * creates locks on the server (bypassing access) and, through /cms/api, reads the lock of the
 * document open on screen, takes it over (PATCH) or lets it go (DELETE). So:
 * - read: admins every lock; others the locks on globals and on collections they read in full;
 * - create: admins only (nobody needs to through the API);
 * - update and delete: whoever may read the locked document, the taker's name stamped on it.
 */
function lockAccess(lockable: readonly string[]) {
  const read: Access = async ({ req }) => {
    if (!req.user) return false;
    if (isAdminUser(req.user)) return true;
    const slugs = await fullyReadable(req, lockable);
    // `document.relationTo` takes `equals` only (not `in`) on the SQL adapters.
    const where: Where = {
      or: [{ globalSlug: { exists: true } }, ...slugs.map((slug) => ({ 'document.relationTo': { equals: slug } }))],
    };
    return where;
  };
  const onItsDocument: Access = async ({ req, id }) => {
    if (!req.user) return false;
    if (isAdminUser(req.user)) return true;
    if (id === undefined) return read({ req });
    const lock = (await req.payload.db.findOne({
      collection: LOCKS_SLUG,
      where: { id: { equals: id } },
      req,
    })) as LockDoc | null;
    return lock !== null && (await mayReadLockedDocument(req, lock, lockable));
  };
  return {
    read,
    create: ({ req }: { req: PayloadRequest }) => isAdminUser(req.user),
    update: onItsDocument,
    delete: onItsDocument,
  };
}

/** A lock written through the API is always in the name of whoever wrote it. */
const stampTaker: CollectionBeforeChangeHook = ({ data, req }) => {
  if (!req.user) return data;
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } };
};

/**
 * Puts the rules above on Payload's lock collection, which exists only once the config is built
 * (Payload adds it while sanitizing, with its own open access).
 */
export function guardDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG);
  if (!locks) return config;
  const lockable = config.collections
    .filter((c) => c.lockDocuments !== false && c.slug !== LOCKS_SLUG)
    .map((c) => c.slug);
  Object.assign(locks.access, lockAccess(lockable));
  locks.hooks.beforeChange = [...(locks.hooks.beforeChange ?? []), stampTaker];
  return config;
}
