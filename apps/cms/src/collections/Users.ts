import type { CollectionConfig } from 'payload';
import { COUNTRY_CODES, DEFAULT_COUNTRY, DEFAULT_PLAN, DEFAULT_ROLE, PLANS, ROLES } from '@manara/contracts';
import { isAdmin, isAdminField, isAdminOrSelf, isAdminUser } from '../access';

const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'plan', 'country', 'createdAt'],
    group: 'People',
    description: 'Members and admins. Only admins can sign in here or change a role.',
  },
  auth: {
    // The token lives as long as the longest "remember me" session; the cookie decides the rest.
    tokenExpiration: THIRTY_DAYS_S,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => isAdminUser(req.user),
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'country',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_COUNTRY,
      options: COUNTRY_CODES.map((code) => ({ label: code, value: code })),
    },
    {
      name: 'plan',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_PLAN,
      options: PLANS.map((plan) => ({ label: plan, value: plan })),
      access: { update: isAdminField },
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
      admin: { position: 'sidebar' },
    },
  ],
};
