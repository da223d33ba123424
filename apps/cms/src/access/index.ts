import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { isAdminRole } from '@manara/contracts';

/** Named access predicates: the one source of permission truth for /api and /cms alike. */

export const isAdminUser = (user: PayloadRequest['user']): boolean => Boolean(user && isAdminRole(user.role));

export const anyone: Access = () => true;

export const authenticated: Access = ({ req }) => Boolean(req.user);

export const isAdmin: Access = ({ req }) => isAdminUser(req.user);

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user);

/** Admins see every user; a member sees only their own account. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true;
  if (req.user) return { id: { equals: req.user.id } };
  return false;
};
