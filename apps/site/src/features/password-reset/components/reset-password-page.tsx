import { FAILURE_TOASTS, MESSAGES, SUCCESS_TOASTS } from '@manara/contracts';
import { ButtonLink, Callout, TextField, toast } from '@manara/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StackedForm, usePostedForm, useServerErrors } from '@/components/posted-form';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { destinationAfterSignIn, failureToast } from '@/lib/session';
import { useResetPassword } from '../api/reset-password';
import { ResetLayout, ResetStep } from './reset-layout';

type Values = { password: string };

/**
 * /reset-password?token=…, the link of the reset e-mail: the new password, then the account's home,
 * signed in (every other session of the account is over). The server renders it as the browser
 * will: the form when the address has a token, else that the link does not work, with the way to a
 * new one (the route's `searchVariant`: every link shares one kept page). Without scripts the form
 * posts to the page, which signs the member in and sends them on, or answers with the reason.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const posted = usePostedForm<Values>('reset-password', undefined, { password: '' });
  // A post without scripts refused for the link itself (used, expired, never issued).
  const [refusal, setRefusal] = useState<string | null>(() => posted.outcome?.fieldErrors?.token ?? null);
  const title = useRef<HTMLHeadingElement>(null);
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.newPasswordSchema);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver,
    defaultValues: posted.defaultValues,
  });
  useServerErrors(setError, posted.outcome?.fieldErrors);

  const broken = refusal ?? (token ? null : MESSAGES.resetLinkInvalid);
  useEffect(() => {
    if (refusal) title.current?.focus();
  }, [refusal]);

  const submit = handleSubmit(({ password }) =>
    reset.mutateAsync({ token, password }).then(
      ({ user }) => {
        toast.success(SUCCESS_TOASTS.passwordChanged);
        void navigate(destinationAfterSignIn(user), { replace: true });
      },
      (error: unknown) => {
        // A 400 about the link itself (used, expired, never issued): no password will make it work.
        if (
          error instanceof ApiRequestError &&
          error.status === 400 &&
          error.serverMessage === MESSAGES.resetLinkInvalid
        ) {
          setRefusal(error.serverMessage);
        } else {
          toast.error(failureToast(error, FAILURE_TOASTS.passwordReset));
        }
      },
    ),
  );

  if (broken) {
    return (
      <ResetLayout titleRef={title} title="This link does not work" lead="Reset links work once, for one hour.">
        <ResetStep>
          <Callout tone="danger" role="alert">
            {broken}
          </Callout>
          <ButtonLink href={paths.forgotPassword}>Ask for a new link</ButtonLink>
        </ResetStep>
      </ResetLayout>
    );
  }
  return (
    <ResetLayout
      titleRef={title}
      title="Choose a new password"
      lead="It replaces your old password and signs you out on every other device."
    >
      <StackedForm
        label="Choose a new password"
        posted={posted}
        onSubmit={(event) => {
          posted.dismissNotice();
          void submit(event);
        }}
        onFocus={warm}
        submitLabel="Save new password"
        pending={reset.isPending}
      >
        <TextField
          control={control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
        />
      </StackedForm>
    </ResetLayout>
  );
}
