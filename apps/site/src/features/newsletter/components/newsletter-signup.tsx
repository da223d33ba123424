import styled from '@emotion/styled';
import { Lead } from '@manara/ui';
import { LoadWhenNear } from '@/lib/load-when-near';

/**
 * The form comes in its own file: it sits below the fold, and with it come zod, react-hook-form and
 * the toasts. The server renders it in full (prerendering waits for lazy parts) and the browser keeps
 * that HTML until the reader nears it and the file arrives, so nothing moves and nothing mismatches.
 */
const loadForm = () => import('./newsletter-form');

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
}));

export interface NewsletterSignupProps {
  /** Id of the "Stay in the research loop" heading, for the section's aria-labelledby. */
  headingId?: string;
  headingLevel?: 2 | 3;
}

/** The newsletter signup: its intro and its form. Home and About share it. */
export function NewsletterSignup({ headingId = 'newsletter-heading', headingLevel = 2 }: NewsletterSignupProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Layout>
      <div>
        <Heading id={headingId}>Stay in the research loop</Heading>
        <Lead>
          One e-mail a month with new courses, statistics tips, open workgroup cohorts and calls for papers. No spam,
          unsubscribe in one click.
        </Lead>
      </div>
      <LoadWhenNear load={loadForm} props={{ headingId }} />
    </Layout>
  );
}
