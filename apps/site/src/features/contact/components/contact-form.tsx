import { zodResolver } from '@hookform/resolvers/zod';
import { apiRoutes, contactLeadSchema, DELAYS, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Stack, TextArea, TextField, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { currentPage, HoneypotField, reportLeadFailure, submitLead, useHoneypot } from '../../../lib/leads';

type Schema = typeof contactLeadSchema;
type ContactInput = z.input<Schema>;
const defaultValues: ContactInput = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

/**
 * The contact form: POST /api/contact (taking at least 400 ms), then "Message
 * sent" and a reset. The server's errors show under the fields and in a toast, in its words.
 */
export function ContactForm() {
  const honeypot = useHoneypot();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<ContactInput, unknown, z.output<Schema>>({ resolver: zodResolver(contactLeadSchema), defaultValues });

  const onValid = async (values: z.output<Schema>) => {
    try {
      const body = { ...values, sourcePage: currentPage(), ...honeypot.read() };
      await submitLead(apiRoutes.contact.href(), body, DELAYS.contactSubmit);
    } catch (error) {
      reportLeadFailure(error, setError, FIELDS);
      return;
    }
    toast.success(SUCCESS_TOASTS.messageSent);
    reset(defaultValues);
  };

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      style={{ position: 'relative' }}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <HoneypotField inputRef={honeypot.inputRef} />
      <Stack gap={5}>
        <TextField control={control} name="name" label="Name" required autoComplete="name" />
        <TextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
        <TextArea
          control={control}
          name="message"
          label="Message"
          hint="Tell us about your study, your timeline and how we can help."
          required
          rows={6}
        />
        <div>
          <Button type="submit" loading={isSubmitting}>
            Send message
          </Button>
        </div>
      </Stack>
    </form>
  );
}
