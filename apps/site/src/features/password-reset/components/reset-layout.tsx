import styled from '@emotion/styled';
import { Button, Card, Lead, Link, Section } from '@manara/ui';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { PageTitle, PageTitleGroup } from '@/components/page-title';
import { paths } from '@/config/paths';

const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  marginTop: theme.space[6],
  color: theme.colors.textMuted,
  p: { margin: 0 },
}));

const Form = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[4] }));

/** The body of a step without a form: its sentences and its action, spaced like a form's fields. */
export const ResetStep = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space[4],
  p: { margin: 0 },
}));

interface ResetLayoutProps {
  title: string;
  /** The title, focused when the page moves to its next step so that a screen reader announces it. */
  titleRef?: Ref<HTMLHeadingElement>;
  lead: ReactNode;
  children: ReactNode;
  /** Below the form: a word on support, and the way back to sign-in. */
  footer?: ReactNode;
}

/** The card of the two reset pages, like the sign-in page's. */
export function ResetLayout({ title, titleRef, lead, children, footer }: ResetLayoutProps) {
  return (
    <Section containerSize="sm">
      {/* Each address of these pages may carry a personal token: never in a search engine. */}
      <meta name="robots" content="noindex" />
      <Card variant="elevated">
        <PageTitleGroup>
          <PageTitle ref={titleRef} tabIndex={-1}>
            {title}
          </PageTitle>
          <Lead size="md">{lead}</Lead>
        </PageTitleGroup>
        {children}
        <Footer>
          {footer}
          <Link href={paths.auth}>Back to sign in</Link>
        </Footer>
      </Card>
    </Section>
  );
}

/** A reset form: its field, then the full-width submit button that spins while the server answers. */
export function ResetForm({
  label,
  onSubmit,
  onFocus,
  submitLabel,
  pending,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor starts on the form (a field takes focus): its validation is fetched then. */
  onFocus: () => void;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    // POST: a submit before the page's script has run must not put what was typed in the address.
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={onFocus} aria-label={label}>
      {children}
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
