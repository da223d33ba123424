import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRIES, FAILURE_TOASTS, signUpSchema, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Select, TextField, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '../../../lib/country';
import { failureToast, useSignUp } from '../../../lib/session';
import { useGoAfterSignIn } from '../hooks/use-go-after-sign-in';

type Values = z.input<typeof signUpSchema>;
type Output = z.output<typeof signUpSchema>;

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));

/** Create Account (spec §2 and §5): Full name, Country, Email, Password. */
export function SignUpForm() {
  const signUp = useSignUp();
  const goAfterSignIn = useGoAfterSignIn();
  const { country } = useCountry();
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(signUpSchema),
    values: { name: '', country, email: '', password: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit((values) =>
    signUp.mutateAsync(values).then(
      ({ user }) => {
        toast.success(SUCCESS_TOASTS.accountCreated);
        goAfterSignIn(user);
      },
      (error: unknown) => {
        toast.error(failureToast(error, FAILURE_TOASTS.signUp));
      },
    ),
  );

  return (
    // POST: a submit before the page's script has run must not put the credentials in the address.
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Create account">
      <TextField control={control} name="name" label="Full name" autoComplete="name" />
      <Select
        control={control}
        name="country"
        label="Country"
        autoComplete="country"
        options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
      />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" fullWidth loading={signUp.isPending}>
        Create Account
      </Button>
    </Form>
  );
}
