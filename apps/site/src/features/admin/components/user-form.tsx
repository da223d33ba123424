import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminUserInputSchema,
  COUNTRIES,
  DEFAULT_PLAN,
  FAILURE_TOASTS,
  MESSAGES,
  PLANS,
  ROLE_LABELS,
  ROLES,
  SUCCESS_TOASTS,
  type AdminUser,
  type AdminUserFormValues,
  type AdminUserInput,
} from '@manara/contracts';
import { Select, TextField } from '@manara/ui';
import { useSaveUser } from '../api/save-user';
import { useAdminForm } from '../hooks/use-admin-form';
import { AdminEditForm } from './admin-form-layout';

const EMPTY: AdminUserFormValues = {
  name: '',
  email: '',
  role: 'member',
  country: 'US',
  plan: DEFAULT_PLAN,
  password: '',
};

function toFormValues(user: AdminUser): AdminUserFormValues {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    country: user.country,
    plan: user.plan,
    password: '',
  };
}

/**
 * Create or edit a user. A password is required on create; on edit a blank one keeps the
 * existing password and is left out of the payload. The plan defaults to Starter.
 */
export function UserForm({ editing, onDone }: { editing: AdminUser | null; onDone: () => void }) {
  const save = useSaveUser();
  const { control, ...form } = useAdminForm<AdminUserFormValues, AdminUserInput>({
    resolver: zodResolver(adminUserInputSchema),
    empty: EMPTY,
    initial: editing ? toFormValues(editing) : null,
    firstField: 'name',
    save: ({ id: _ignored, ...fields }) => save.mutateAsync(editing ? { ...fields, id: editing.id } : fields),
    toasts: {
      created: SUCCESS_TOASTS.userCreated,
      updated: SUCCESS_TOASTS.userUpdated,
      failed: FAILURE_TOASTS.userSave,
    },
    onDone,
  });
  return (
    <AdminEditForm
      label={editing ? `Edit user ${editing.name}` : 'Create user'}
      form={form}
      editing={editing !== null}
      saving={save.isPending}
      submitLabel={editing ? 'Update user' : 'Create user'}
      onCancel={onDone}
    >
      <TextField control={control} name="name" label="Name" required autoComplete="off" />
      <TextField control={control} name="email" label="Email" required type="email" autoComplete="off" />
      <Select
        control={control}
        name="role"
        label="Role"
        options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
      />
      <Select
        control={control}
        name="country"
        label="Country"
        options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
      />
      <Select control={control} name="plan" label="Plan" options={PLANS} />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required={!editing}
        hint={editing ? `Leave blank to keep the current password. ${MESSAGES.adminPassword}.` : MESSAGES.adminPassword}
      />
    </AdminEditForm>
  );
}
