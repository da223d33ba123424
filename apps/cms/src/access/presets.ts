import type { Access, CollectionConfig } from 'payload';
import { canEditContent, isAdmin, ownedOrAdmin } from './index';

/**
 * The few access shapes the collections share, named once: who writes a collection follows from
 * what it holds (the site's content, or people's records), and only `read` differs between them.
 */
type CollectionAccess = NonNullable<CollectionConfig['access']>;

/** The site's content: editors and admins create, change and delete it; `read` says who sees which rows. */
export const contentAccess = (read: Access): CollectionAccess => ({
  read,
  create: canEditContent,
  update: canEditContent,
  delete: canEditContent,
});

/** Records only admins read or write (leads, subscribers, assessment attempts); the server writes them as itself. */
export const adminOnlyAccess: CollectionAccess = { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin };

/** A member's own records (enrollments, requests, projects, certificates): the member reads theirs, admins manage all. */
export const ownedRecordAccess: CollectionAccess = { ...adminOnlyAccess, read: ownedOrAdmin };
