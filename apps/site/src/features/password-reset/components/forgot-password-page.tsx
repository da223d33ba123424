import { FAILURE_TOASTS, type forgotPasswordSchema } from '@manara/contracts';
import { ButtonLink, Link, TextField, toast } from '@manara/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { StackedForm, usePostedForm, useServerErrors } from '@/components/posted-form';
import { paths } from '@/config/paths';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { failureToast } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { useRequestResetLink } from '../api/request-reset-link';
import { ResetLayout, ResetStep } from './reset-layout';

type Values = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

/** Support by e-mail, for a member who no longer reads the address of their account. */
function SupportNote() {
  const supportEmail = useSiteSettings().data?.supportEmail;
  if (!supportEmail) return null;
  return (
    <p>
      No longer have this address?{' '}
      <Link href={`mailto:${supportEmail}?subject=${encodeURIComponent('Password reset')}`}>
        Write to {supportEmail}
      </Link>
    </p>
  );
}

/** The address a post without scripts asked a link for, once the server took it. */
function sentToOf(outcome: ReturnType<typeof usePostedForm>['outcome']): string | null {
  const email = outcome?.ok ? outcome.values?.email : undefined;
  return typeof email === 'string' ? email : null;
}

/**
 * /forgot-password, where the sign-in form's "Forgot password?" leads: the e-mail of the account,
 * then word that a link is on its way. The server answers the same whether or not the address has
 * an account, and so does this page. Without scripts the form posts to the page, which answers with
 * the same two steps.
 */
export function ForgotPasswordPage() {
  const request = useRequestResetLink();
  const posted = usePostedForm<Values>('forgot-password', undefined, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(() => sentToOf(posted.outcome));
  const title = useRef<HTMLHeadingElement>(null);
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.forgotPasswordSchema);
  const { control, handleSubmit, reset, setError } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: posted.defaultValues,
  });
  useServerErrors(setError, posted.outcome?.fieldErrors);

  // The page changed under the reader: announce its new heading.
  useEffect(() => {
    if (sentTo) title.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit((values) =>
    request.mutateAsync(values).then(
      () => setSentTo(values.email),
      (error: unknown) => toast.error(failureToast(error, FAILURE_TOASTS.resetLink)),
    ),
  );

  if (sentTo) {
    return (
      <ResetLayout
        titleRef={title}
        title="Check your inbox"
        lead={`If an account uses ${sentTo}, a link to choose a new password is on its way. It works once, for one hour.`}
        footer={<SupportNote />}
      >
        <ResetStep>
          <p>No e-mail after a few minutes? Look in your spam folder, or ask for another link.</p>
          {/* Back to the form with the address in it; without scripts, to the empty form. */}
          <ButtonLink
            href={paths.forgotPassword}
            variant="secondary"
            onClick={(event) => {
              event.preventDefault();
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            Send another link
          </ButtonLink>
        </ResetStep>
      </ResetLayout>
    );
  }
  return (
    <ResetLayout
      titleRef={title}
      title="Reset your password"
      lead="Enter the e-mail address of your account: we send you a link to choose a new password."
      footer={<SupportNote />}
    >
      <StackedForm
        label="Reset your password"
        posted={posted}
        onSubmit={(event) => {
          posted.dismissNotice();
          void submit(event);
        }}
        onFocus={warm}
        submitLabel="Send reset link"
        pending={request.isPending}
      >
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      </StackedForm>
    </ResetLayout>
  );
}
