import styled from '@emotion/styled';
import { Button, TextField } from '@manara/ui';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));

interface AuthFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** An auth form: its fields, then the full-width submit button that spins while the server answers. */
export function AuthForm({ label, onSubmit, submitLabel, pending, children }: AuthFormProps) {
  return (
    // POST: a submit before the page's script has run must not put the credentials in the address.
    <Form method="post" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The Email and Password fields both auth forms ask for; the password's autocomplete says which. */
export function CredentialFields<T extends FieldValues, TOut>({
  control,
  password,
}: {
  control: Control<T, unknown, TOut>;
  password: 'current-password' | 'new-password';
}) {
  return (
    <>
      <TextField
        control={control}
        name={'email' as FieldPath<T>}
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        control={control}
        name={'password' as FieldPath<T>}
        label="Password"
        type="password"
        autoComplete={password}
        required
      />
    </>
  );
}
