import type { CollectionConfig } from 'payload';
import { COUNTRIES, DEFAULT_COUNTRY, DEFAULT_PLAN, DEFAULT_ROLE, PLANS, ROLES } from '@manara/contracts';
import { isAdmin, isAdminField, isAdminOrSelf, isAdminOrSignUp, isAdminUser } from '../../access';
import { removeEnrollmentsOf } from '../../hooks/remove-enrollments';
import { defaultName } from './hooks/default-name';
import { keepAnAdminOnChange, keepAnAdminOnDelete } from './hooks/keep-an-admin';

const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

/** Failed sign-ins before the account is locked, and for how long (api contract: 429 with a sentence). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_TIME_MS = 10 * 60 * 1000;

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'plan', 'country', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    group: 'People',
    description: 'Members and admins. Only admins can sign in here or change a role or plan.',
  },
  defaultSort: '-createdAt',
  auth: {
    // The token lives as long as the longest "remember me" session; the cookie decides the rest.
    tokenExpiration: THIRTY_DAYS_S,
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    useSessions: true,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: isAdminOrSelf,
    create: isAdminOrSignUp,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [defaultName],
    beforeChange: [keepAnAdminOnChange],
    beforeDelete: [keepAnAdminOnDelete, removeEnrollmentsOf('user')],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
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
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'Member', value: role })),
      // Only an admin may set a role; anyone else's value is dropped and the default applies.
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar', description: 'Admins can sign in to /cms and the control panel.' },
    },
  ],
};
