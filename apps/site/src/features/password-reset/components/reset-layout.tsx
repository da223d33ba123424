import styled from '@emotion/styled';
import { Card, Lead, Link, Section } from '@manara/ui';
import type { ReactNode, Ref } from 'react';
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
