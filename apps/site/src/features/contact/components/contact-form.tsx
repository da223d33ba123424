import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, DELAYS, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Field, Input, Stack, Textarea, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Schema = typeof contactSchema;
const defaultValues: z.input<Schema> = { name: '', email: '', message: '' };

/** The contact form (spec §2, §5): simulated on the client, 400 ms, then "Message sent" and a reset. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(contactSchema), defaultValues });

  const onValid = async () => {
    // No call is made (spec §7): the message is acknowledged after the spec's delay.
    await new Promise((resolve) => setTimeout(resolve, DELAYS.contactSubmit));
    toast.success(SUCCESS_TOASTS.messageSent);
    reset(defaultValues);
  };

  return (
    <form noValidate aria-labelledby="contact-form-title" onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <Stack gap={5}>
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        <Field
          label="Message"
          hint="Tell us about your study, your timeline and how we can help."
          required
          error={errors.message?.message}
        >
          {(control) => <Textarea {...control} {...register('message')} rows={6} />}
        </Field>
        <div>
          <Button type="submit" loading={isSubmitting}>
            Send message
          </Button>
        </div>
      </Stack>
    </form>
  );
}
