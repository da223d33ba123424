import styled from '@emotion/styled';
import { Button } from '@manara/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { FormNotice } from './form-notice';
import type { usePostedForm } from './use-posted-form';

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));

interface StackedFormProps {
  label: string;
  /** The form posted without scripts (docs/decisions/023): its attributes, hidden field and notice. */
  posted: Pick<ReturnType<typeof usePostedForm>, 'formProps' | 'formField' | 'notice'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor starts on the form (a field takes focus): its validation is fetched then. */
  onFocus: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}

/**
 * A form of one action (sign in, sign up, the password reset): what the server said of the last
 * post, the fields, then the full-width submit button that spins while the server answers. Without
 * scripts it posts to its own page (never a password in an address), which carries it out and sends
 * the visitor on, or answers with the page and the reason.
 */
export function StackedForm({ label, posted, onSubmit, onFocus, submitLabel, pending, children }: StackedFormProps) {
  return (
    <Form {...posted.formProps} onSubmit={onSubmit} onFocus={onFocus} aria-label={label}>
      {posted.formField}
      <FormNotice notice={posted.notice} />
      {children}
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
