import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES, FAILURE_TOASTS, signUpSchema, SUCCESS_TOASTS } from '@manara/contracts';
import { Select, TextField } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '../../../lib/country';
import { useSignUp } from '../../../lib/session';
import { useFinishAuth } from '../hooks/use-finish-auth';
import { AuthForm, CredentialFields } from './auth-form';

type Values = z.input<typeof signUpSchema>;
type Output = z.output<typeof signUpSchema>;

/** Create Account: Full name, Country (the visitor's own preselected), Email and Password. */
export function SignUpForm() {
  const signUp = useSignUp();
  const finish = useFinishAuth(SUCCESS_TOASTS.accountCreated, FAILURE_TOASTS.signUp);
  const { country } = useCountry();
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(signUpSchema),
    values: { name: '', country, email: '', password: '' },
    resetOptions: { keepDirtyValues: true },
  });

  return (
    <AuthForm
      label="Create account"
      onSubmit={handleSubmit((values) => finish(signUp.mutateAsync(values)))}
      submitLabel="Create Account"
      pending={signUp.isPending}
    >
      <TextField control={control} name="name" label="Full name" autoComplete="name" />
      <Select
        control={control}
        name="country"
        label="Country"
        autoComplete="country"
        options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
      />
      <CredentialFields control={control} password="new-password" />
    </AuthForm>
  );
}
