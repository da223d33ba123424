import { FAILURE_TOASTS, type forgotPasswordSchema } from '@manara/contracts';
import { Button, Link, TextField, toast } from '@manara/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { failureToast } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { useRequestResetLink } from '../api/request-reset-link';
import { ResetForm, ResetLayout, ResetStep } from './reset-layout';

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

/**
 * /forgot-password, where the sign-in form's "Forgot password?" leads: the e-mail of the account,
 * then word that a link is on its way. The server answers the same whether or not the address has
 * an account, and so does this page.
 */
export function ForgotPasswordPage() {
  const request = useRequestResetLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.forgotPasswordSchema);
  const { control, handleSubmit, reset } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { email: '' },
  });

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
          <Button
            variant="secondary"
            onClick={() => {
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            Send another link
          </Button>
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
      <ResetForm
        label="Reset your password"
        onSubmit={submit}
        onFocus={warm}
        submitLabel="Send reset link"
        pending={request.isPending}
      >
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      </ResetForm>
    </ResetLayout>
  );
}
