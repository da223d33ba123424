import { Router, type Request, type Response } from 'express';
import {
  annualPrice,
  contactLeadSchema,
  countryByCode,
  currencyFor,
  ENTERPRISE_PRICE_LABEL,
  formatPrice,
  apiRoutes,
  monthlyPrice,
  planChoiceSchema,
  quoteFacts,
  recommendationLine,
  recommendedPlan,
  quoteRequestSchema,
  scopeRequestSchema,
  TEXT_MAX,
  visitorPlanChoiceSchema,
  visitorQuoteSchema,
  wizardBudgetLabel,
  type ContactLead,
  type PlanChoice,
  type QuoteRequest,
  type QuoteResult,
  type ServiceFilter,
} from '@manara/contracts';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { currentUser, requireSession, sessionUser, type SessionUser } from '../middleware/session';
import { quoteCopyMail, senderConfirmationMail, teamLeadMail, type LeadForMail } from '../../lib/lead-mail';
import { afterAnswer, honeypot, leadLimiter, mayMail, sendAccepted, sendEach } from './lead-intake';
import { publicOrigin } from '../../lib/env';
import { teamAddress } from '../../lib/team-address';
import { createLead, type LeadData, type LeadDoc } from './lead-store';
import { fromPayloadError } from './errors';
import { parseWith } from './validate';

/** The wizard lives on the data analysis page: its quotes are requests for that service. */
const QUOTE_SERVICE: ServiceFilter = 'Data Analysis';

type WizardAnswers = QuoteResult['answers'];

function wizardAnswers(input: QuoteRequest): WizardAnswers {
  const { email: _email, sourcePage: _source, country: _country, ...answers } = input;
  return answers;
}

/** The quote's answers as the lead keeps them: the budget in the currency it was chosen in, and the plan recommended. */
function quoteLeadDetails(quote: QuoteResult): Record<string, unknown> {
  return {
    ...quote.answers,
    budget: wizardBudgetLabel(quote.answers.budget, countryByCode(quote.country).currency),
    country: quote.country,
    recommendedPlan: recommendationLine(recommendedPlan(quote.answers.budget, quote.country)),
  };
}

/** The quote as the text of a service request, which the team and the member both read. */
function quoteDetails(quote: QuoteResult): string {
  const text = ['Quote from the scoping wizard', ...quoteFacts(quote).facts.map((f) => `${f.label}: ${f.value}`)].join(
    '\n',
  );
  // The lead keeps every answer in full; the request's text is capped like any other.
  return text.length <= TEXT_MAX.long ? text : `${text.slice(0, TEXT_MAX.long - 1)}…`;
}

/** The price the pricing table showed for the choice, for the team's invoice. */
function planPrice({ plan, cycle, country }: PlanChoice): string {
  if (plan === 'Enterprise') return ENTERPRISE_PRICE_LABEL;
  const currency = currencyFor(country);
  const monthly = monthlyPrice(country, plan);
  if (cycle === 'annual') return `${formatPrice(annualPrice(monthly), currency)} per year`;
  return `${formatPrice(monthly, currency)} ${cycle === 'project' ? 'per project' : 'per month'}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toMail = (lead: LeadDoc): LeadForMail => ({
  id: String(lead.id),
  kind: lead.kind,
  name: lead.name,
  email: lead.email,
  message: lead.message,
  details: isRecord(lead.details) ? lead.details : null,
  sourcePage: lead.sourcePage,
  memberId: lead.member === undefined || lead.member === null ? null : String(lead.member),
});

/**
 * Stores the lead, and the member's service request with it when there is one, in one transaction:
 * the team never sees a request without its lead.
 */
async function store(
  payload: Payload,
  lead: LeadData,
  request?: { serviceTitle: string; details: string; user: SessionUser },
): Promise<LeadDoc> {
  if (!request) return createLead(payload, lead);
  const req = await createLocalReq({}, payload);
  const owns = await initTransaction(req);
  try {
    const created = await payload.create({
      collection: 'service-requests',
      // Members cannot create service requests through /cms; this route decides who it is for.
      overrideAccess: true,
      depth: 0,
      req,
      data: {
        serviceTitle: request.serviceTitle,
        user: request.user.id,
        requesterName: request.user.name,
        details: request.details,
        // Every new request starts where the team's review queue starts.
        status: 'in_review',
      },
    });
    const doc = await createLead(payload, { ...lead, serviceRequest: created.id }, req);
    if (owns) await commitTransaction(req);
    return doc;
  } catch (err) {
    if (owns) await killTransaction(req);
    throw fromPayloadError(err) ?? err;
  }
}

/**
 * The team's notice and the sender's confirmation (for a quote, its copy), sent after the answer:
 * the client waits for the stored record, not for a mail server.
 */
function mailAfterAnswer(payload: Payload, lead: LeadDoc, quote?: QuoteResult): void {
  afterAnswer(payload, `Lead ${lead.id}`, async () => {
    const mail = toMail(lead);
    const messages = [teamLeadMail(mail, await teamAddress(payload), publicOrigin())];
    if (await mayMail(payload, lead.email)) messages.push(quote ? quoteCopyMail(quote) : senderConfirmationMail(mail));
    await sendEach(payload, messages);
  });
}

/** 201, then the mails. */
function answerAndMail(payload: Payload, res: Response, lead: LeadDoc): void {
  sendAccepted(res, 201);
  mailAfterAnswer(payload, lead);
}

/**
 * A contact message: stored (with the member when signed in), then mailed to the team and the
 * sender. The JSON call and the plain HTML form both end here.
 */
export async function receiveContact(payload: Payload, req: Request, input: ContactLead): Promise<void> {
  const user = await sessionUser(payload, req);
  const lead = await store(payload, {
    kind: 'contact',
    name: input.name,
    email: input.email,
    message: input.message,
    sourcePage: input.sourcePage,
    member: user?.id,
  });
  mailAfterAnswer(payload, lead);
}

/**
 * A scoping wizard's quote. A visitor adds an e-mail on the last step; a member's quote goes to their
 * account's address and opens a service request on the account. Answers the quote as its result
 * shows it; its copy is mailed after the answer.
 */
export async function receiveQuote(payload: Payload, req: Request, body: unknown): Promise<QuoteResult> {
  const user = await sessionUser(payload, req);
  const input = parseWith(user ? quoteRequestSchema : visitorQuoteSchema, body);
  const quote: QuoteResult = {
    answers: wizardAnswers(input),
    country: input.country,
    email: user?.email ?? (input.email as string),
  };
  const lead: LeadData = {
    kind: 'quote',
    name: user?.name,
    email: quote.email,
    details: quoteLeadDetails(quote),
    sourcePage: input.sourcePage,
    member: user?.id,
  };
  const doc = await store(
    payload,
    lead,
    user ? { serviceTitle: QUOTE_SERVICE, details: quoteDetails(quote), user } : undefined,
  );
  mailAfterAnswer(payload, doc, quote);
  return quote;
}

/**
 * The lead calls (docs/api.md, "Leads and newsletter"): contact, quotes, scope requests
 * and plan choices. Each spends the per-IP lead budget, answers a filled honeypot with a silent
 * success, validates with the contract schema and takes the member from the session only.
 */
export function leadRoutes(payload: Payload): Router {
  const router = Router();
  const limit = leadLimiter(payload);
  const member = requireSession(payload);
  const trap = honeypot(201);

  router.post(apiRoutes.contact.pattern, limit, trap, async (req, res) => {
    await receiveContact(payload, req, parseWith(contactLeadSchema, req.body));
    sendAccepted(res, 201);
  });

  router.post(apiRoutes.quotes.pattern, limit, trap, async (req, res) => {
    await receiveQuote(payload, req, req.body);
    sendAccepted(res, 201);
  });

  router.post(apiRoutes.scopeRequests.pattern, member, limit, trap, async (req, res) => {
    const user = currentUser(req);
    const input = parseWith(scopeRequestSchema, req.body);
    const doc = await store(
      payload,
      {
        kind: 'scope',
        name: user.name,
        email: user.email,
        message: input.details,
        details: { item: input.item },
        sourcePage: input.sourcePage,
        member: user.id,
      },
      { serviceTitle: input.item, details: input.details, user },
    );
    answerAndMail(payload, res, doc);
  });

  router.post(apiRoutes.planChoices.pattern, limit, trap, async (req, res) => {
    const user = await sessionUser(payload, req);
    // A visitor gives the address the invoice goes to; a member's goes to their account's.
    const input = parseWith(user ? planChoiceSchema : visitorPlanChoiceSchema, req.body);
    const doc = await store(payload, {
      kind: 'plan',
      name: user?.name,
      email: user?.email ?? (input.email as string),
      details: {
        plan: input.plan,
        cycle: input.cycle,
        country: input.country,
        currency: currencyFor(input.country),
        price: planPrice(input),
      },
      sourcePage: input.sourcePage,
      member: user?.id,
    });
    answerAndMail(payload, res, doc);
  });

  return router;
}
