import type { CollectionConfig } from 'payload';
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from '../../lib/auth-budget';
import { secureCookies } from '../../lib/env';
import {
  COUNTRY_OPTIONS,
  DEFAULT_COUNTRY,
  DEFAULT_PLAN,
  DEFAULT_ROLE,
  PLAN_OPTIONS,
  ROLE_OPTIONS,
} from '@manara/contracts';
import { canUseCms, hiddenFromNonAdmins, isAdmin, isAdminField, isAdminOrSelf, isAdminOrSignUp } from '../../access';
import { removeLearningOf } from '../../hooks/remove-learning';
import { removeNotificationsOfUser } from '../../lib/notifications';
import { nameText } from '../rules';
import { defaultName } from './hooks/default-name';
import { clearSignInAttempts, guardSignIn } from './hooks/guard-sign-in';
import { keepAnAdminOnChange, keepAnAdminOnDelete } from './hooks/keep-an-admin';
import { refuseDeadResetToken } from './hooks/reset-token';
import { resetPasswordEmail } from './reset-password-email';
import { SESSION_S } from './session-lifetime';

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'plan', 'country', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    group: 'People',
    description:
      'Members, editors and admins. Editors and admins sign in here; only admins see accounts or change a role or plan.',
    // An editor reaches their own account through the account page, never the list of people.
    hidden: hiddenFromNonAdmins,
  },
  defaultSort: '-createdAt',
  // No "being edited" locks on accounts: a lock is taken by whoever opens a document, and a person
  // with their own account page open must not stop an admin from changing their role.
  lockDocuments: false,
  auth: {
    // A "remember me" sign-in on /api gets a longer session (hooks/guard-sign-in.ts).
    tokenExpiration: SESSION_S,
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    useSessions: true,
    // The HTTP-only cookie carries the session; no JSON answer hands the token to page scripts.
    removeTokenFromResponses: true,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
    forgotPassword: resetPasswordEmail,
  },
  access: {
    admin: ({ req }) => canUseCms(req.user),
    // Unlocking lifts the lockout that stops password guessing: an admin's decision only.
    unlock: isAdmin,
    read: isAdminOrSelf,
    create: isAdminOrSignUp,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [guardSignIn, refuseDeadResetToken],
    afterLogin: [clearSignInAttempts],
    beforeValidate: [defaultName],
    beforeChange: [keepAnAdminOnChange],
    beforeDelete: [keepAnAdminOnDelete, removeLearningOf('user'), removeNotificationsOfUser],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      ...nameText,
      admin: { description: 'Left blank, it becomes the part of the e-mail before the @.' },
    },
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_COUNTRY,
      options: COUNTRY_OPTIONS,
    },
    {
      name: 'plan',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_PLAN,
      options: PLAN_OPTIONS,
      // Sign-up always starts on Starter; only an admin moves a user to another plan.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ROLE,
      saveToJWT: true,
      options: ROLE_OPTIONS,
      // Only an admin may set a role; anyone else's value is dropped and the default applies.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Editors change content in /cms; admins also manage people there and in the control panel.',
      },
    },
  ],
};
