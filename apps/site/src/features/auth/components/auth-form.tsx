import styled from '@emotion/styled';
import { Button, TextField } from '@manara/ui';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormNotice, type usePostedForm } from '@/components/posted-form';

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));

interface AuthFormProps {
  label: string;
  /** The form posted without scripts (docs/decisions/023): its attributes, hidden field and notice. */
  posted: Pick<ReturnType<typeof usePostedForm>, 'formProps' | 'formField' | 'notice'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor starts on the form (a field takes focus): its validation is fetched then. */
  onFocus: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/**
 * An auth form: its fields, then the full-width submit button that spins while the server answers.
 * Without scripts it posts to /auth (never the credentials in an address), which signs the visitor
 * in and sends them on, or answers with the page and the reason.
 */
export function AuthForm({ label, posted, onSubmit, onFocus, submitLabel, pending, children }: AuthFormProps) {
  return (
    <Form {...posted.formProps} onSubmit={onSubmit} onFocus={onFocus} aria-label={label}>
      {posted.formField}
      <FormNotice notice={posted.notice} />
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
