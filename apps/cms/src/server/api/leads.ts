import { Router, type Request, type Response } from 'express';
import {
  annualPrice,
  contactLeadSchema,
  currencyFor,
  ENTERPRISE_PRICE_LABEL,
  formatPrice,
  apiRoutes,
  monthlyPrice,
  planChoiceSchema,
  quoteRequestSchema,
  scopeRequestSchema,
  TEXT_MAX,
  visitorQuoteSchema,
  type PlanChoice,
  type QuoteRequest,
  type ServiceFilter,
} from '@manara/contracts';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { currentUser, requireSession, sessionUser, type SessionUser } from '../middleware/session';
import { senderConfirmationMail, teamLeadMail, type LeadForMail } from '../../lib/lead-mail';
import {
  afterAnswer,
  honeypot,
  leadLimiter,
  mayMail,
  requestOrigin,
  sendAccepted,
  sendEach,
  teamAddress,
} from './lead-intake';
import { createLead, type LeadData, type LeadDoc } from './lead-store';
import { fromPayloadError } from './errors';
import { parseWith } from './validate';

/** The wizard lives on the data analysis page: its quotes are requests for that service. */
const QUOTE_SERVICE: ServiceFilter = 'Data Analysis';

type WizardAnswers = Omit<QuoteRequest, 'email' | 'sourcePage'>;

function wizardAnswers(input: QuoteRequest): WizardAnswers {
  const { email: _email, sourcePage: _source, ...answers } = input;
  return answers;
}

/** The wizard's answers as the text of a service request, which the team and the member both read. */
function quoteDetails(a: WizardAnswers): string {
  const text = [
    'Quote from the scoping wizard',
    `Data: ${a.dataType}, sample size ${a.sampleSize}`,
    `Variables: ${a.variables}`,
    `Objectives: ${a.objectives}`,
    `Deliverables: ${a.deliverables.join(', ')}`,
    `Timeline: ${a.timeline}`,
    `Budget: ${a.budget}`,
  ].join('\n');
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

/** 201, then the team's notice and the sender's confirmation, after the answer. */
function answerAndMail(payload: Payload, req: Request, res: Response, lead: LeadDoc): void {
  const origin = requestOrigin(req);
  sendAccepted(res, 201);
  afterAnswer(payload, `Lead ${lead.id}`, async () => {
    const mail = toMail(lead);
    const messages = [teamLeadMail(mail, await teamAddress(payload), origin)];
    if (await mayMail(payload, lead.email)) messages.push(senderConfirmationMail(mail));
    await sendEach(payload, messages);
  });
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
    const input = parseWith(contactLeadSchema, req.body);
    const user = await sessionUser(payload, req);
    const lead = await store(payload, {
      kind: 'contact',
      name: input.name,
      email: input.email,
      message: input.message,
      sourcePage: input.sourcePage,
      member: user?.id,
    });
    answerAndMail(payload, req, res, lead);
  });

  router.post(apiRoutes.quotes.pattern, limit, trap, async (req, res) => {
    const user = await sessionUser(payload, req);
    // A visitor adds an e-mail on the last step; a member's quote goes to their account's address.
    const input = parseWith(user ? quoteRequestSchema : visitorQuoteSchema, req.body);
    const answers = wizardAnswers(input);
    const lead: LeadData = {
      kind: 'quote',
      name: user?.name,
      email: user?.email ?? (input.email as string),
      details: answers,
      sourcePage: input.sourcePage,
      member: user?.id,
    };
    const doc = await store(
      payload,
      lead,
      user ? { serviceTitle: QUOTE_SERVICE, details: quoteDetails(answers), user } : undefined,
    );
    answerAndMail(payload, req, res, doc);
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
    answerAndMail(payload, req, res, doc);
  });

  router.post(apiRoutes.planChoices.pattern, member, limit, trap, async (req, res) => {
    const user = currentUser(req);
    const input = parseWith(planChoiceSchema, req.body);
    const doc = await store(payload, {
      kind: 'plan',
      name: user.name,
      email: user.email,
      details: { plan: input.plan, cycle: input.cycle, country: input.country, price: planPrice(input) },
      sourcePage: input.sourcePage,
      member: user.id,
    });
    answerAndMail(payload, req, res, doc);
  });

  return router;
}
