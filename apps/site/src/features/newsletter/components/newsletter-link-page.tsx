import styled from '@emotion/styled';
import { FORM_FIELD, type FormOutcome } from '@manara/contracts/form-posts';
import { MESSAGES } from '@manara/contracts/messages';
import { apiRoutes } from '@manara/contracts/routes';
import { Button, Container, Lead, Link, Stack } from '@manara/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { useFormOutcome } from '@/lib/form-outcome';

const Wrapper = styled.section(({ theme }) => ({ paddingBlock: theme.space[20] }));

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

type Outcome = 'pending' | 'done' | 'refused' | 'failed';

const TEXT = {
  confirm: {
    pending: { title: 'Confirming your subscription', lead: 'One moment while we confirm your e-mail address.' },
    press: { lead: 'Press the button to confirm your e-mail address.', button: 'Confirm my subscription' },
    done: {
      title: 'Subscription confirmed',
      lead: 'Thank you: the Manara Research newsletter will reach you once a month. Every issue has a one-click unsubscribe link.',
    },
    failed: { title: 'We could not confirm your subscription' },
  },
  unsubscribe: {
    pending: { title: 'Unsubscribing', lead: 'One moment while we take your address off the list.' },
    press: { lead: 'Press the button to take your address off the list.', button: 'Unsubscribe' },
    done: {
      title: 'You are unsubscribed',
      lead: 'You will not receive the Manara Research newsletter any more. You can sign up again at any time.',
    },
    failed: { title: 'We could not unsubscribe you' },
  },
} as const;

const PENDING = { outcome: 'pending', reason: '' } as const;

const FALLBACK = 'Something went wrong on our side. Please try again in a moment.';

const FORMS = { confirm: 'newsletter-confirm', unsubscribe: 'newsletter-unsubscribe' } as const;

const STATUS_ID = 'newsletter-link-status';

/** What the server answered the page's button with, without scripts. */
function answerOf(posted: FormOutcome): { outcome: Outcome; reason: string } {
  if (posted.ok) return { outcome: 'done', reason: '' };
  return { outcome: 'refused', reason: posted.fieldErrors?.token ?? posted.notice?.message ?? FALLBACK };
}

/**
 * The pages the newsletter e-mails link to: `/newsletter/confirm?token=…` (double
 * opt-in) and `/newsletter/unsubscribe?token=…`. The browser posts the token once the page is live:
 * a link preview or a mail scanner fetching the address changes nothing, and the server's HTML
 * (the same for every token) says what is happening. The answer: done, or the link is not valid or
 * has expired (the server's sentence), with a way home. Without scripts the page offers a button
 * that posts the token to the page (docs/decisions/023), which answers the same way.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const posted = useFormOutcome(FORMS[action]);
  const [answer, setAnswer] = useState<{ outcome: Outcome; reason: string }>(() =>
    posted ? answerOf(posted) : PENDING,
  );
  // Answered already, by the server, when the button was pressed before (or without) scripts.
  const answeredByServer = posted !== null;
  const [attempt, setAttempt] = useState(0);
  // The server renders an address without a token the same way (the route's `searchVariant`).
  const missing = !token;

  useEffect(() => {
    if (!token || answeredByServer) return;
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
  }, [action, token, attempt, answeredByServer]);

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
          <div role="status" id={STATUS_ID}>
            <Lead>{lead}</Lead>
          </div>
          {/* Without scripts nothing happens by itself: the reader presses the button. A link without
              its token, or one the server has answered, has nothing left to finish. */}
          {missing || outcome !== 'pending' ? null : (
            <noscript>
              <style>{`#${STATUS_ID} { display: none; }`}</style>
              <form method="post">
                <input type="hidden" name={FORM_FIELD} value={FORMS[action]} />
                <Stack gap={5} align="start">
                  <Lead>{text.press.lead}</Lead>
                  <Button type="submit">{text.press.button}</Button>
                </Stack>
              </form>
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
