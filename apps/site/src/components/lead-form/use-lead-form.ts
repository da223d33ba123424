import { zodResolver } from '@hookform/resolvers/zod';
import type { ToastText } from '@manara/contracts/messages';
import { toast } from '@manara/ui';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { currentPage, reportLeadFailure, submitLead, useHoneypot } from '../../lib/leads';

interface LeadFormOptions<Input extends FieldValues, Output extends FieldValues> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The `/api` path the form posts to. */
  href: string;
  /** The least time the loading state shows (see submitLead). */
  minimumMs: number;
  /** The form's own fields: a 400's message for one of them shows under it. */
  fields: readonly Path<Input>[];
  success: ToastText;
  /** After the success toast; by default the form empties for the next message. */
  onSent?: () => void;
}

/**
 * One public form's sending: the zod-checked values with the page it is sent from and the
 * honeypot's value, the success toast, and on failure the server's messages under the fields and in
 * a toast, in its words. The form renders `<HoneypotField inputRef={honeypot.inputRef} />`.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  href,
  minimumMs,
  fields,
  success,
  onSent,
}: LeadFormOptions<Input, Output>) {
  const honeypot = useHoneypot();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });

  const send = form.handleSubmit(async (values) => {
    try {
      await submitLead(href, { ...values, sourcePage: currentPage(), ...honeypot.read() }, minimumMs);
    } catch (error) {
      reportLeadFailure(error, form.setError, fields);
      return;
    }
    toast.success(success);
    if (onSent) onSent();
    else form.reset();
  });

  return {
    control: form.control,
    isSubmitting: form.formState.isSubmitting,
    honeypot,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void send(event),
  };
}
