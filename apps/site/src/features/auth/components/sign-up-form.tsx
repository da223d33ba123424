import { COUNTRY_OPTIONS, FAILURE_TOASTS, SUCCESS_TOASTS, type signUpSchema } from '@manara/contracts';
import { Select, TextField } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '@/lib/country';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { useSignUp } from '@/lib/session';
import { useFinishAuth } from '../hooks/use-finish-auth';
import { StackedForm, usePostedForm, useServerErrors } from '@/components/posted-form';
import { CredentialFields } from './credential-fields';

type Values = z.input<typeof signUpSchema>;
type Output = z.output<typeof signUpSchema>;

/** Create Account: Full name, Country (the visitor's own preselected), Email and Password. */
export function SignUpForm() {
  const signUp = useSignUp();
  const finish = useFinishAuth(SUCCESS_TOASTS.accountCreated, FAILURE_TOASTS.signUp);
  const { country } = useCountry();
  const posted = usePostedForm<Partial<Values>>('sign-up', undefined, {});
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.signUpSchema);
  const { control, handleSubmit, setError } = useForm<Values, unknown, Output>({
    resolver,
    // The visitor's country until they choose another (or chose one in a post without scripts).
    values: {
      name: posted.defaultValues.name ?? '',
      country: posted.defaultValues.country ?? country,
      email: posted.defaultValues.email ?? '',
      password: '',
    },
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  useServerErrors(setError, posted.outcome?.fieldErrors);
  const submit = handleSubmit((values) => finish(signUp.mutateAsync(values)));

  return (
    <StackedForm
      label="Create account"
      posted={posted}
      onSubmit={(event) => {
        posted.dismissNotice();
        void submit(event);
      }}
      onFocus={warm}
      submitLabel="Create Account"
      pending={signUp.isPending}
    >
      <TextField control={control} name="name" label="Full name" autoComplete="name" />
      <Select control={control} name="country" label="Country" autoComplete="country" options={COUNTRY_OPTIONS} />
      <CredentialFields control={control} password="new-password" />
    </StackedForm>
  );
}
