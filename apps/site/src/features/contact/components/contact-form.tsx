import { apiRoutes, DELAYS, SUCCESS_TOASTS, type contactLeadSchema } from '@manara/contracts';
import { Button, Stack, TextArea, TextField } from '@manara/ui';
import type { z } from 'zod';
import { useLeadForm } from '@/components/lead-form';
import { FormNotice } from '@/components/posted-form';
import { HoneypotField } from '@/lib/leads';

const defaultValues: z.input<typeof contactLeadSchema> = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

/**
 * The contact form: POST /api/contact (taking at least 400 ms), then "Message
 * sent" and a reset. The server's errors show under the fields and in a toast, in its words.
 * Without scripts it posts to /contact, which answers with the same words on the page.
 */
export function ContactForm() {
  const { control, isSubmitting, honeypot, notice, formProps, formField, onSubmit, onFocus } = useLeadForm({
    form: 'contact',
    anchor: 'contact-form',
    pickSchema: (schemas) => schemas.contactLeadSchema,
    defaultValues,
    href: apiRoutes.contact.href(),
    minimumMs: DELAYS.contactSubmit,
    fields: FIELDS,
    success: SUCCESS_TOASTS.messageSent,
  });

  return (
    <form
      {...formProps}
      id="contact-form"
      aria-labelledby="contact-form-title"
      style={{ position: 'relative', scrollMarginTop: '5rem' }}
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      {formField}
      <HoneypotField inputRef={honeypot.inputRef} />
      <FormNotice notice={notice} />
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
