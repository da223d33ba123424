import type { CollectionConfig } from 'payload';
import { secureCookies } from '../../lib/env';
import { COUNTRIES, DEFAULT_COUNTRY, DEFAULT_PLAN, DEFAULT_ROLE, PLANS, ROLE_LABELS, ROLES } from '@manara/contracts';
import { canUseCms, hiddenFromNonAdmins, isAdmin, isAdminField, isAdminOrSelf, isAdminOrSignUp } from '../../access';
import { removeEnrollmentsOf } from '../../hooks/remove-enrollments';
import { titleText } from '../rules';
import { defaultName } from './hooks/default-name';
import { guardSignIn } from './hooks/guard-sign-in';
import { keepAnAdminOnChange, keepAnAdminOnDelete } from './hooks/keep-an-admin';
import { resetPasswordEmail } from './reset-password-email';
import { SESSION_S } from './session-lifetime';

/** Failed sign-ins before the account is locked, and for how long (api contract: 429 with a sentence). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_TIME_MS = 10 * 60 * 1000;

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
    beforeOperation: [guardSignIn],
    beforeValidate: [defaultName],
    beforeChange: [keepAnAdminOnChange],
    beforeDelete: [keepAnAdminOnDelete, removeEnrollmentsOf('user')],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      ...titleText,
      admin: { description: 'Left blank, it becomes the part of the e-mail before the @.' },
    },
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_COUNTRY,
      options: COUNTRIES.map((c) => ({ label: c.name, value: c.code })),
    },
    {
      name: 'plan',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_PLAN,
      options: PLANS.map((plan) => ({ label: plan, value: plan })),
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
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      // Only an admin may set a role; anyone else's value is dropped and the default applies.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: 'Editors change content in /cms; admins also manage people there and in the control panel.',
      },
    },
  ],
};
