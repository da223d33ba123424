import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { FAILURE_TOASTS, signInSchema, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Checkbox, Link, TextField, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureToast, useSignIn } from '../../../lib/session';
import { useGoAfterSignIn } from '../hooks/use-go-after-sign-in';

type Values = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));
const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
}));

/** Sign In (spec §2 and §5): Email, Password, Remember me and Forgot password. */
export function SignInForm({ supportEmail }: { supportEmail: string | undefined }) {
  const signIn = useSignIn();
  const goAfterSignIn = useGoAfterSignIn();
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      ({ user }) => {
        toast.success(SUCCESS_TOASTS.welcomeBack);
        goAfterSignIn(user);
      },
      (error: unknown) => {
        toast.error(failureToast(error, FAILURE_TOASTS.signIn));
      },
    ),
  );

  return (
    // POST: a submit before the page's script has run must not put the credentials in the address.
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Row>
        <Checkbox control={control} name="remember" label="Remember me" />
        <Link href={`mailto:${supportEmail ?? ''}?subject=${encodeURIComponent('Password reset')}`}>
          Forgot password?
        </Link>
      </Row>
      <Button type="submit" fullWidth loading={signIn.isPending}>
        Sign In
      </Button>
    </Form>
  );
}
