import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { FAILURE_TOASTS, signInSchema, SUCCESS_TOASTS } from '@manara/contracts';
import { Checkbox, Link, spreadRow } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSignIn } from '../../../lib/session';
import { useFinishAuth } from '../hooks/use-finish-auth';
import { AuthForm, CredentialFields } from './auth-form';

type Values = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;

const Row = styled.div(({ theme }) => spreadRow(theme, 'center', 3));

/** Sign In: Email, Password, Remember me, and Forgot password, which opens a mail to support. */
export function SignInForm({ supportEmail }: { supportEmail: string | undefined }) {
  const signIn = useSignIn();
  const finish = useFinishAuth(SUCCESS_TOASTS.welcomeBack, FAILURE_TOASTS.signIn);
  const { control, handleSubmit } = useForm<Values, unknown, Output>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  return (
    <AuthForm
      label="Sign in"
      onSubmit={handleSubmit((values) => finish(signIn.mutateAsync(values)))}
      submitLabel="Sign In"
      pending={signIn.isPending}
    >
      <CredentialFields control={control} password="current-password" />
      <Row>
        <Checkbox control={control} name="remember" label="Remember me" />
        <Link href={`mailto:${supportEmail ?? ''}?subject=${encodeURIComponent('Password reset')}`}>
          Forgot password?
        </Link>
      </Row>
    </AuthForm>
  );
}
