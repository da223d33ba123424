import { TextField } from '@manara/ui';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

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
