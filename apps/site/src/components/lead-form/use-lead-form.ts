import type { PostedForm } from '@manara/contracts/form-posts';
import type { ToastText } from '@manara/contracts/messages';
import { toast } from '@manara/ui';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { currentPage, reportLeadFailure, submitLead, useHoneypot } from '@/lib/leads';
import { useResolverOnDemand, type SchemaPick } from '@/lib/resolver-on-demand';
import { usePostedForm, useServerErrors } from '../posted-form';

type Schema = z.ZodType<FieldValues, FieldValues>;

interface LeadFormOptions<S extends Schema> {
  /** Which form it is when posted without scripts (docs/decisions/023); absent for a dialog's form. */
  form?: PostedForm;
  /** The id the `<form>` has: a post without scripts comes back to it. */
  anchor?: string;
  /** Its schema, fetched with zod when the visitor starts on the form (resolver-on-demand.ts). */
  pickSchema: SchemaPick<S>;
  defaultValues: DefaultValues<z.input<S>>;
  /** The `/api` path the form posts to. */
  href: string;
  /** The least time the loading state shows (see submitLead). */
  minimumMs: number;
  /** The form's own fields: a 400's message for one of them shows under it. */
  fields: readonly Path<z.input<S>>[];
  success: ToastText;
  /** After the success toast; by default the form empties for the next message. */
  onSent?: () => void;
}

/**
 * One public form's sending: the zod-checked values with the page it is sent from and the
 * honeypot's value, the success toast, and on failure the server's messages under the fields and in
 * a toast, in its words. Without scripts the same form posts to its page (`formProps`, `formField`)
 * and starts from what the server answered (`notice`). The form renders
 * `<HoneypotField inputRef={honeypot.inputRef} />`.
 */
export function useLeadForm<S extends Schema>({
  form: name,
  anchor,
  pickSchema,
  defaultValues,
  href,
  minimumMs,
  fields,
  success,
  onSent,
}: LeadFormOptions<S>) {
  const honeypot = useHoneypot();
  const posted = usePostedForm(name ?? null, anchor, defaultValues);
  const { resolver, warm } = useResolverOnDemand(pickSchema);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: posted.defaultValues,
  });
  useServerErrors(form.setError, posted.outcome?.fieldErrors);

  const send = form.handleSubmit(async (values) => {
    try {
      await submitLead(href, { ...values, sourcePage: currentPage(), ...honeypot.read() }, minimumMs);
    } catch (error) {
      reportLeadFailure(error, form.setError, fields);
      return;
    }
    toast.success(success);
    if (onSent) onSent();
    else form.reset(defaultValues);
  });

  return {
    control: form.control,
    isSubmitting: form.formState.isSubmitting,
    honeypot,
    notice: posted.notice,
    formProps: posted.formProps,
    formField: posted.formField,
    /** For the `<form>`: a field taking focus fetches the validation before the submit needs it. */
    onFocus: warm,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      posted.dismissNotice();
      void send(event);
    },
  };
}
