import styled from '@emotion/styled';
import { FAILURE_TOASTS, SUCCESS_TOASTS, type signInSchema } from '@manara/contracts';
import { Checkbox, Link, spreadRow } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { useSignIn } from '@/lib/session';
import { useFinishAuth } from '../hooks/use-finish-auth';
import { StackedForm, usePostedForm, useServerErrors } from '@/components/posted-form';
import { CredentialFields } from './credential-fields';

type Values = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;

const Row = styled.div(({ theme }) => spreadRow(theme, 'center', 3));

/**
 * Sign In: Email, Password, Remember me, and Forgot password, which asks for a reset link by e-mail
 * (its page also gives the support address, for a member who lost the mailbox).
 */
export function SignInForm() {
  const signIn = useSignIn();
  const finish = useFinishAuth(SUCCESS_TOASTS.welcomeBack, FAILURE_TOASTS.signIn);
  const posted = usePostedForm<Values>('sign-in', undefined, { email: '', password: '', remember: false });
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.signInSchema);
  const { control, handleSubmit, setError } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: posted.defaultValues,
  });
  useServerErrors(setError, posted.outcome?.fieldErrors);
  const submit = handleSubmit((values) => finish(signIn.mutateAsync(values)));

  return (
    <StackedForm
      label="Sign in"
      posted={posted}
      onSubmit={(event) => {
        posted.dismissNotice();
        void submit(event);
      }}
      onFocus={warm}
      submitLabel="Sign In"
      pending={signIn.isPending}
    >
      <CredentialFields control={control} password="current-password" />
      <Row>
        <Checkbox control={control} name="remember" label="Remember me" />
        <Link href={paths.forgotPassword}>Forgot password?</Link>
      </Row>
    </StackedForm>
  );
}
