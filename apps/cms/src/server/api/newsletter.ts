import { Router } from 'express';
import {
  apiRoutes,
  MESSAGES,
  NEWSLETTER_CONSENT_TEXT,
  newsletterSignupSchema,
  newsletterTokenSchema,
  type NewsletterSignup,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { publicOrigin } from '../../lib/env';
import { newsletterConfirmationMail, newsletterLinks } from '../../lib/lead-mail';
import { newsletterToken, verifyNewsletterToken, type NewsletterPurpose } from '../../lib/newsletter-token';
import { ApiError } from './errors';
import { afterAnswer, honeypot, leadLimiter, mayMail, sendAccepted, sendEach } from './lead-intake';
import { createSubscriber, findSubscriber, updateSubscriber, type SubscriberDoc } from './lead-store';
import { parseWith } from './validate';

const invalidLink = () => new ApiError(400, MESSAGES.newsletterLinkInvalid, { token: MESSAGES.newsletterLinkInvalid });

/** The address a newsletter link names and when it was sent, or the 400 that says the link is not valid or too old. */
function linkOf(payload: Payload, purpose: NewsletterPurpose, body: unknown): { email: string; issuedAt: number } {
  const { token } = parseWith(newsletterTokenSchema, body);
  const check = verifyNewsletterToken(payload.secret, purpose, token);
  if (check.ok) return check;
  if (check.reason === 'expired') {
    throw new ApiError(400, MESSAGES.newsletterLinkExpired, { token: MESSAGES.newsletterLinkExpired });
  }
  throw invalidLink();
}

/**
 * Records the sign-up and says whether a confirmation link should go out. An address already
 * confirmed and subscribed is left as it is; any other gets the latest consent and a new link. Two
 * sign-ups of a new address at once meet the unique index: the second one updates the first.
 */
async function signUp(payload: Payload, email: string, source: string | undefined): Promise<boolean> {
  const consent = { consentAt: new Date().toISOString(), consentText: NEWSLETTER_CONSENT_TEXT, source: source ?? null };
  let existing: SubscriberDoc | undefined = await findSubscriber(payload, email);
  if (!existing) {
    try {
      await createSubscriber(payload, { email, ...consent, confirmed: false, unsubscribed: false });
      return true;
    } catch (err) {
      existing = await findSubscriber(payload, email);
      if (!existing) throw err;
    }
  }
  if (existing.confirmed && !existing.unsubscribed) return false;
  await updateSubscriber(payload, existing.id, consent);
  return true;
}

/**
 * A newsletter sign-up, from the JSON call or the plain HTML form: recorded, and the confirmation
 * link mailed after the answer when the address is not already subscribed.
 */
export async function receiveNewsletterSignup(payload: Payload, input: NewsletterSignup): Promise<void> {
  const mailLink = await signUp(payload, input.email, input.sourcePage);
  if (!mailLink) return;
  afterAnswer(payload, 'Newsletter sign-up', async () => {
    if (!(await mayMail(payload, input.email))) return;
    const links = newsletterLinks(publicOrigin(), {
      confirm: newsletterToken(payload.secret, 'confirm', input.email),
      unsubscribe: newsletterToken(payload.secret, 'unsubscribe', input.email),
    });
    await sendEach(payload, [newsletterConfirmationMail(input.email, links)]);
  });
}

/**
 * The confirmation link of the double opt-in, `{ token }` as its page sends it (the JSON call, the
 * plain HTML form): the address is subscribed, or the 400 says the link does not work.
 */
export async function confirmSubscription(payload: Payload, body: unknown): Promise<void> {
  const { email, issuedAt } = linkOf(payload, 'confirm', body);
  const subscriber = await findSubscriber(payload, email);
  // Removed by an admin since the link was sent: nothing left to confirm.
  if (!subscriber) throw invalidLink();
  // Sent before the reader unsubscribed: that choice is newer than the link, and only a new
  // sign-up (with its own link) undoes it.
  if (subscriber.unsubscribedAt && issuedAt < Date.parse(subscriber.unsubscribedAt)) throw invalidLink();
  if (!subscriber.confirmed || subscriber.unsubscribed) {
    await updateSubscriber(payload, subscriber.id, {
      confirmed: true,
      confirmedAt: new Date().toISOString(),
      unsubscribed: false,
      unsubscribedAt: null,
    });
  }
}

/**
 * The unsubscribe link, `{ token }` (its page, the plain HTML form, a mail client's one-click
 * button). Done the same whether or not the address is (still) on the list: the link's holder wants
 * it off.
 */
export async function endSubscription(payload: Payload, body: unknown): Promise<void> {
  const { email } = linkOf(payload, 'unsubscribe', body);
  const subscriber = await findSubscriber(payload, email);
  if (subscriber && !subscriber.unsubscribed) {
    await updateSubscriber(payload, subscriber.id, { unsubscribed: true, unsubscribedAt: new Date().toISOString() });
  }
}

/**
 * The newsletter's double opt-in (docs/api.md, "Leads and newsletter"). A sign-up answers 202 the
 * same way whether the address is new, pending or subscribed, so the form reveals nothing about who
 * subscribes; the confirmation link goes out after the answer.
 */
export function newsletterRoutes(payload: Payload): Router {
  const router = Router();
  const limit = leadLimiter(payload);

  router.post(apiRoutes.newsletter.pattern, limit, honeypot(202), async (req, res) => {
    await receiveNewsletterSignup(payload, parseWith(newsletterSignupSchema, req.body));
    sendAccepted(res, 202);
  });

  router.post(apiRoutes.newsletterConfirm.pattern, limit, async (req, res) => {
    await confirmSubscription(payload, req.body);
    sendAccepted(res, 200);
  });

  router.post(apiRoutes.newsletterUnsubscribe.pattern, limit, async (req, res) => {
    await endSubscription(payload, req.body);
    sendAccepted(res, 200);
  });

  return router;
}
