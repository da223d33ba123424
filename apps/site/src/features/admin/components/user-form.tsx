import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminUserInputSchema,
  COUNTRIES,
  DEFAULT_PLAN,
  FAILURE_TOASTS,
  MESSAGES,
  PLANS,
  ROLES,
  SUCCESS_TOASTS,
  type AdminUser,
  type AdminUserFormValues,
  type AdminUserInput,
} from '@manara/contracts';
import { Button, Select, TextField, toast } from '@manara/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureToast } from '../../session';
import { useSaveUser } from '../api/save-user';
import { AdminForm, FormActions, FormAlert, FormGrid, firstError } from './admin-form-layout';

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

const ROLE_LABELS = { member: 'Member', admin: 'Admin' } as const;

/**
 * Create or edit a user (spec §5). A password is required on create; on edit a blank one keeps the
 * existing password and is left out of the payload. The plan defaults to Starter.
 */
export function UserForm({ editing, onDone }: { editing: AdminUser | null; onDone: () => void }) {
  const save = useSaveUser();
  const [saveError, setSaveError] = useState<string>();
  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<AdminUserFormValues, unknown, AdminUserInput>({
    resolver: zodResolver(adminUserInputSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY,
  });

  // Edit loads the item into this form (mounted afresh for it): bring it into view, ready to type.
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) setFocus('name');
  }, [isEditing, setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      const { id: _ignored, ...fields } = input;
      await save.mutateAsync(editing ? { ...fields, id: editing.id } : fields);
      toast.success(editing ? SUCCESS_TOASTS.userUpdated : SUCCESS_TOASTS.userCreated);
      reset(EMPTY);
      onDone();
    } catch (error) {
      const text = failureToast(error, FAILURE_TOASTS.userSave);
      setSaveError(text.message);
      toast.error(text);
    }
  });

  const inline = saveError ?? firstError(errors);
  return (
    <AdminForm noValidate onSubmit={onSubmit} aria-label={editing ? `Edit user ${editing.name}` : 'Create user'}>
      <FormGrid>
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
          hint={
            editing ? `Leave blank to keep the current password. ${MESSAGES.adminPassword}.` : MESSAGES.adminPassword
          }
        />
      </FormGrid>
      <FormAlert>{inline}</FormAlert>
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          {editing ? 'Update user' : 'Create user'}
        </Button>
        {editing ? (
          <Button variant="outline" onClick={onDone}>
            Cancel edit
          </Button>
        ) : null}
      </FormActions>
    </AdminForm>
  );
}
