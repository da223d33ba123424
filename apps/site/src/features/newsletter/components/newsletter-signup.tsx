import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELAYS, newsletterSchema, SUCCESS_TOASTS } from '@manara/contracts';
import { Button, Checkbox, TextField, toast } from '@manara/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

type NewsletterInput = z.input<typeof newsletterSchema>;
type NewsletterOutput = z.output<typeof newsletterSchema>;

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
}));

const Intro = styled.div(({ theme }) => ({
  p: { color: theme.colors.textMuted, fontSize: theme.fontSizes.lg },
}));

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  boxShadow: theme.shadows.sm,
}));

export interface NewsletterSignupProps {
  /** Id of the "Stay in the research loop" heading, for the section's aria-labelledby. */
  headingId?: string;
  headingLevel?: 2 | 3;
}

/**
 * The newsletter signup (spec §2, §4, §5): email and consent, validated with the contract schema,
 * a simulated 0.5 s submit, the "Newsletter joined" toast, then a reset. Home and About share it.
 */
export function NewsletterSignup({ headingId = 'newsletter-heading', headingLevel = 2 }: NewsletterSignupProps) {
  const Heading = `h${headingLevel}` as const;
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterOutput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async () => {
    // The spec's newsletter makes no call: a simulated submit (spec §7).
    await new Promise((resolve) => setTimeout(resolve, DELAYS.newsletterSubmit));
    toast.success(SUCCESS_TOASTS.newsletter);
    reset();
  };

  return (
    <Layout>
      <Intro>
        <Heading id={headingId}>Stay in the research loop</Heading>
        <p>
          One e-mail a month with new courses, statistics tips, open workgroup cohorts and calls for papers. No spam,
          unsubscribe in one click.
        </p>
      </Intro>
      <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        <Checkbox
          control={control}
          name="consent"
          label="I agree to receive the Manara Research newsletter and can unsubscribe at any time."
          required
        />
        <Button type="submit" loading={isSubmitting}>
          Subscribe
        </Button>
      </Form>
    </Layout>
  );
}
