import { Router } from 'express';
import {
  apiRoutes,
  MESSAGES,
  NEWSLETTER_CONSENT_TEXT,
  newsletterSignupSchema,
  newsletterTokenSchema,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { newsletterConfirmationMail, newsletterLinks } from '../../lib/lead-mail';
import { newsletterToken, verifyNewsletterToken, type NewsletterPurpose } from '../../lib/newsletter-token';
import { ApiError } from './errors';
import { afterAnswer, honeypot, leadLimiter, mayMail, requestOrigin, sendAccepted, sendEach } from './lead-intake';
import { createSubscriber, findSubscriber, updateSubscriber, type SubscriberDoc } from './lead-store';
import { parseWith } from './validate';

/** The address a newsletter link names, or the 400 that says the link is not valid or too old. */
function addressOf(payload: Payload, purpose: NewsletterPurpose, body: unknown): string {
  const { token } = parseWith(newsletterTokenSchema, body);
  const check = verifyNewsletterToken(payload.secret, purpose, token);
  if (check.ok) return check.email;
  const message = check.reason === 'expired' ? MESSAGES.newsletterLinkExpired : MESSAGES.newsletterLinkInvalid;
  throw new ApiError(400, message, { token: message });
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
 * The newsletter's double opt-in (docs/api.md, "Leads and newsletter"). A sign-up answers 202 the
 * same way whether the address is new, pending or subscribed, so the form reveals nothing about who
 * subscribes; the confirmation link goes out after the answer.
 */
export function newsletterRoutes(payload: Payload): Router {
  const router = Router();
  const limit = leadLimiter(payload);

  router.post(apiRoutes.newsletter.pattern, limit, honeypot(202), async (req, res) => {
    const input = parseWith(newsletterSignupSchema, req.body);
    const mailLink = await signUp(payload, input.email, input.sourcePage);
    const origin = requestOrigin(req);
    sendAccepted(res, 202);
    if (!mailLink) return;
    afterAnswer(payload, 'Newsletter sign-up', async () => {
      if (!(await mayMail(payload, input.email))) return;
      const links = newsletterLinks(origin, {
        confirm: newsletterToken(payload.secret, 'confirm', input.email),
        unsubscribe: newsletterToken(payload.secret, 'unsubscribe', input.email),
      });
      await sendEach(payload, [newsletterConfirmationMail(input.email, links)]);
    });
  });

  router.post(apiRoutes.newsletterConfirm.pattern, limit, async (req, res) => {
    const email = addressOf(payload, 'confirm', req.body);
    const subscriber = await findSubscriber(payload, email);
    // Removed by an admin since the link was sent: nothing left to confirm.
    if (!subscriber) throw new ApiError(400, MESSAGES.newsletterLinkInvalid, { token: MESSAGES.newsletterLinkInvalid });
    if (!subscriber.confirmed || subscriber.unsubscribed) {
      await updateSubscriber(payload, subscriber.id, {
        confirmed: true,
        confirmedAt: new Date().toISOString(),
        unsubscribed: false,
        unsubscribedAt: null,
      });
    }
    sendAccepted(res, 200);
  });

  // Answers the same whether or not the address is (still) on the list: the link's holder wants it off.
  router.post(apiRoutes.newsletterUnsubscribe.pattern, limit, async (req, res) => {
    const email = addressOf(payload, 'unsubscribe', req.body);
    const subscriber = await findSubscriber(payload, email);
    if (subscriber && !subscriber.unsubscribed) {
      await updateSubscriber(payload, subscriber.id, { unsubscribed: true, unsubscribedAt: new Date().toISOString() });
    }
    sendAccepted(res, 200);
  });

  return router;
}
