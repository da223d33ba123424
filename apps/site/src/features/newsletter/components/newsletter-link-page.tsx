import styled from '@emotion/styled';
import { MESSAGES } from '@manara/contracts/messages';
import { apiRoutes } from '@manara/contracts/routes';
import { Button, Container, Lead, Link, Stack } from '@manara/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

const Wrapper = styled.section(({ theme }) => ({ paddingBlock: theme.space[20] }));

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

type Outcome = 'pending' | 'done' | 'refused' | 'failed';

const TEXT = {
  confirm: {
    pending: { title: 'Confirming your subscription', lead: 'One moment while we confirm your e-mail address.' },
    done: {
      title: 'Subscription confirmed',
      lead: 'Thank you: the Manara Research newsletter will reach you once a month. Every issue has a one-click unsubscribe link.',
    },
    failed: { title: 'We could not confirm your subscription' },
  },
  unsubscribe: {
    pending: { title: 'Unsubscribing', lead: 'One moment while we take your address off the list.' },
    done: {
      title: 'You are unsubscribed',
      lead: 'You will not receive the Manara Research newsletter any more. You can sign up again at any time.',
    },
    failed: { title: 'We could not unsubscribe you' },
  },
} as const;

const PENDING = { outcome: 'pending', reason: '' } as const;

const FALLBACK = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The pages the newsletter e-mails link to: `/newsletter/confirm?token=…` (double
 * opt-in) and `/newsletter/unsubscribe?token=…`. The browser posts the token once the page is live:
 * a link preview or a mail scanner fetching the address changes nothing, and the server's HTML
 * (the same for every token) says what is happening. The answer: done, or the link is not valid or
 * has expired (the server's sentence), with a way home.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [answer, setAnswer] = useState<{ outcome: Outcome; reason: string }>(PENDING);
  const [attempt, setAttempt] = useState(0);
  // The server renders an address without a token the same way (the route's `searchVariant`).
  const missing = !token;

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const route = action === 'confirm' ? apiRoutes.newsletterConfirm : apiRoutes.newsletterUnsubscribe;
    apiRequest(route.href(), { method: 'POST', body: { token }, signal: controller.signal })
      .then(() => setAnswer({ outcome: 'done', reason: '' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 400 is the link itself (invalid or expired); anything else may pass, so it offers a retry.
        const refused = error instanceof ApiRequestError && error.status === 400;
        const reason = (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? FALLBACK;
        setAnswer({ outcome: refused ? 'refused' : 'failed', reason });
      });
    return () => controller.abort();
  }, [action, token, attempt]);

  const retry = useCallback(() => {
    setAnswer(PENDING);
    setAttempt((n) => n + 1);
  }, []);

  const { outcome, reason } = missing ? { outcome: 'refused', reason: MESSAGES.newsletterLinkInvalid } : answer;
  const text = TEXT[action];
  const title =
    outcome === 'done'
      ? text.done.title
      : outcome === 'refused'
        ? 'This link does not work'
        : outcome === 'failed'
          ? text.failed.title
          : text.pending.title;
  const lead = outcome === 'done' ? text.done.lead : outcome === 'pending' ? text.pending.lead : reason;

  return (
    <Wrapper aria-labelledby="newsletter-link-heading">
      {/* Nobody should find these pages in a search engine: each address carries a personal token. */}
      <meta name="robots" content="noindex" />
      <Container size="md">
        <Stack gap={5}>
          <h1 id="newsletter-link-heading" style={{ margin: 0 }}>
            {title}
          </h1>
          <div role="status">
            <Lead>{lead}</Lead>
          </div>
          {/* A link without its token has nothing left to finish. */}
          {missing ? null : (
            <noscript>
              <Lead>This page needs JavaScript to finish: please turn it on and open the link again.</Lead>
            </noscript>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap={4}>
            {outcome === 'failed' ? <Button onClick={retry}>Try again</Button> : null}
            <Link href={paths.home}>Back to the home page</Link>
          </Stack>
        </Stack>
      </Container>
    </Wrapper>
  );
}
