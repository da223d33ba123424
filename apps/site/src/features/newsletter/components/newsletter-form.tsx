import styled from '@emotion/styled';
import { apiRoutes, DELAYS, NEWSLETTER_CONSENT_TEXT, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Checkbox, surface, TextField } from '@manara/ui';
import { useLeadForm } from '@/components/lead-form';
import { FormNotice } from '@/components/posted-form';
import { HoneypotField } from '@/lib/leads';

const FIELDS = ['email', 'consent'] as const;

const Form = styled.form(({ theme }) => ({
  position: 'relative',
  // A post without scripts comes back to this form: clear of the sticky header.
  scrollMarginTop: '5rem',
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[6],
  ...surface(theme),
  boxShadow: theme.shadows.sm,
}));

/**
 * The newsletter form: e-mail and consent, POST /api/newsletter (at least
 * 0.5 s), the "Newsletter joined" toast, then a reset. The server mails a confirmation link
 * (double opt-in); a repeat sign-up gets the same answer. Without scripts it posts to its page (/ or
 * /about), which answers with the same words. Loaded apart from the page (see
 * newsletter-signup.tsx), so zod and react-hook-form are not in the page's first scripts.
 */
export default function NewsletterForm({ headingId }: { headingId: string }) {
  const { control, isSubmitting, honeypot, notice, formProps, formField, onSubmit, onFocus } = useLeadForm({
    form: 'newsletter',
    anchor: 'newsletter-form',
    pickSchema: (schemas) => schemas.newsletterSignupSchema,
    defaultValues: { email: '' },
    href: apiRoutes.newsletter.href(),
    minimumMs: DELAYS.newsletterSubmit,
    fields: FIELDS,
    success: SUCCESS_TOASTS.newsletter,
  });

  return (
    <Form {...formProps} id="newsletter-form" onSubmit={onSubmit} onFocus={onFocus} aria-labelledby={headingId}>
      {formField}
      <HoneypotField inputRef={honeypot.inputRef} />
      <FormNotice notice={notice} />
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      {/* The server stores this sentence with the subscriber as the consent given. */}
      <Checkbox control={control} name="consent" label={NEWSLETTER_CONSENT_TEXT} required />
      <Button type="submit" loading={isSubmitting}>
        Subscribe
      </Button>
    </Form>
  );
}
