import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminUser,
  type AdminUserFormValues,
  type AdminUserInput,
  adminUserInputSchema,
  COUNTRY_OPTIONS,
  countryByCode,
  DEFAULT_PLAN,
  MESSAGES,
  PLANS,
  ROLE_LABELS,
  ROLE_OPTIONS,
} from '@manara/contracts';
import { Badge } from '@manara/ui';
import { useAdminUsers } from '../api/get-users';
import { useSaveUser } from '../api/save-user';
import type { ManagedResource } from './resource-manager';

const Email = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.regular,
  overflowWrap: 'anywhere',
}));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Users: create and edit, with their activity; accounts are never deleted from the panel. A password
 * is required on create; on edit a blank one keeps the existing password. The plan defaults to Starter.
 */
export const USERS: ManagedResource<AdminUser, AdminUserFormValues, AdminUserInput> = {
  label: 'Users',
  form: {
    noun: 'user',
    resolver: zodResolver(adminUserInputSchema),
    empty: { name: '', email: '', role: 'member', country: 'US', plan: DEFAULT_PLAN, password: '' },
    toFormValues: (user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      country: user.country,
      plan: user.plan,
      password: '',
    }),
    fields: (editing) => [
      { kind: 'text', name: 'name', label: 'Name', required: true, autoComplete: 'off' },
      { kind: 'text', name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'off' },
      {
        kind: 'select',
        name: 'role',
        label: 'Role',
        options: ROLE_OPTIONS,
      },
      {
        kind: 'select',
        name: 'country',
        label: 'Country',
        options: COUNTRY_OPTIONS,
      },
      { kind: 'select', name: 'plan', label: 'Plan', options: PLANS },
      {
        kind: 'text',
        name: 'password',
        label: 'Password',
        type: 'password',
        autoComplete: 'new-password',
        required: !editing,
        hint: editing ? `Leave blank to keep the current password. ${MESSAGES.adminPassword}.` : MESSAGES.adminPassword,
      },
    ],
    useSave: useSaveUser,
    itemName: (user) => user.name,
  },
  useList: useAdminUsers,
  columns: [
    // The e-mail under the name: an address does not wrap, and in a column of its own it pushes
    // the row's actions out of view beside the sidebar.
    {
      key: 'name',
      header: 'Name and email',
      rowHeader: true,
      cell: (u) => (
        <>
          {u.name}
          <Email>{u.email}</Email>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => <Badge tone={u.role === 'admin' ? 'accent' : 'neutral'}>{ROLE_LABELS[u.role]}</Badge>,
    },
    { key: 'country', header: 'Country', cell: (u) => countryByCode(u.country).name },
    { key: 'plan', header: 'Plan' },
    {
      key: 'stats',
      header: 'Activity',
      cell: (u) =>
        `${plural(u.stats.enrollments, 'enrollment')}, ${plural(u.stats.serviceRequests, 'request')}, ${plural(u.stats.reviews, 'review')}`,
    },
  ],
  emptyTitle: 'No users yet',
};
