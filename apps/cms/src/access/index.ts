import type { Access, ClientUser, FieldAccess, PayloadRequest, Where } from 'payload';
import { isAdminRole, isContentRole } from '@manara/contracts';

/** Named access predicates: the one source of permission truth for /api and /cms alike. */

export const isAdminUser = (user: PayloadRequest['user']): boolean => Boolean(user && isAdminRole(user.role));

/**
 * Editors and admins change the site's content (courses, projects, services, reviews, site settings,
 * and pages and media when they arrive); people's records (users, enrollments, requests, leads,
 * subscribers) and the control panel stay with admins.
 */
export const isContentEditor = (user: PayloadRequest['user']): boolean => Boolean(user && isContentRole(user.role));

/** Marks a Local API call as the public sign-up (POST /api/auth/register); HTTP clients cannot set it. */
export const SIGN_UP_CONTEXT = 'manara:sign-up';

export const anyone: Access = () => true;

export const authenticated: Access = ({ req }) => Boolean(req.user);

export const isAdmin: Access = ({ req }) => isAdminUser(req.user);

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user);

/** The one rule each content collection and global uses to create, change and delete. */
export const canEditContent: Access = ({ req }) => isContentEditor(req.user);

export const canEditContentField: FieldAccess = ({ req }) => isContentEditor(req.user);

/** Only admins see these collections in /cms; the others' read rules may still show a user their own rows. */
export const hiddenFromNonAdmins = ({ user }: { user: ClientUser | null }): boolean => !isAdminRole(user?.role);

/** Admins see every user; a member sees only their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};

/**
 * Accounts are created by admins, or by the sign-up endpoint, which is rate-limited and same-origin
 * checked. Payload's own REST (/cms/api/users) therefore cannot be used to register in bulk.
 */
export const isAdminOrSignUp: Access = ({ req }) => isAdminUser(req.user) || req.context?.[SIGN_UP_CONTEXT] === true;

/** The one review status visitors see. */
export const APPROVED_REVIEW = 'approved';

/**
 * Editors and admins see every review (they moderate); anyone else only approved ones, so a pending
 * or rejected review is never public.
 */
export const approvedOrEditor: Access = ({ req }) => {
  if (isContentEditor(req.user)) return true;
  return { status: { equals: APPROVED_REVIEW } } satisfies Where;
};

/** Whether a review is one visitors see (the rule above, for a document in hand). */
export const isApproved = (review: { status?: unknown }): boolean => review.status === APPROVED_REVIEW;

/** Admins see every record; a member only records whose `user` is their own (enrollments, requests). */
export const ownedOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true;
  if (req.user) return { user: { equals: req.user.id } };
  return false;
};

/** A field only an admin, or the member the record belongs to, may read (a review author's e-mail). */
export const isAdminOrAuthorField: FieldAccess = ({ req, doc }) => {
  if (isAdminUser(req.user)) return true;
  if (!req.user || !doc) return false;
  const author: unknown = (doc as { user?: unknown }).user;
  const authorId = author && typeof author === 'object' ? (author as { id?: unknown }).id : author;
  return authorId !== undefined && authorId !== null && String(authorId) === String(req.user.id);
};

/**
 * Who may use Payload's admin and its REST under /cms (server/middleware/cms-door.ts): editors and
 * admins. What each may touch inside is the collections' access rules.
 */
export const canUseCms = (user: PayloadRequest['user']): boolean => isContentEditor(user);
