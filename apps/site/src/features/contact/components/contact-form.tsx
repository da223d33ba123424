import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, DELAYS, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Stack, TextArea, TextField, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type Schema = typeof contactSchema;
const defaultValues: z.input<Schema> = { name: '', email: '', message: '' };

/** The contact form (spec §2, §5): simulated on the client, 400 ms, then "Message sent" and a reset. */
export function ContactForm() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
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
