import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { A_LA_CARTE_SERVICES } from '../constants/a-la-carte';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../constants/countries';
import { WIZARD_BUDGETS, WIZARD_DELIVERABLES, WIZARD_TIMELINES } from '../constants/options';
import { PLANS } from '../constants/plans';
import { PRICING_VIEWS } from '../constants/pricing';
import { MESSAGES } from '../messages';
import { fieldRules } from './fields';
import { contactSchema, newsletterSchema, wizardSchema } from './forms';
import { email, internalPath, oneOf, requiredText } from './primitives';

export { A_LA_CARTE_SERVICES, type ALaCarteService } from '../constants/a-la-carte';

/**
 * Leads: what the contact form, the newsletter, the scoping wizard, the Request scope
 * buttons and the pricing table send, validated with the site's form schemas plus the limits the
 * server needs. The site and the server parse with the same schemas.
 */

/** The page a form was sent from, for the team's context; blank means not given. */
const sourcePage = z.preprocess((v) => (v === '' || v === null ? undefined : v), internalPath.optional());

/** The form's rule for a paragraph, then the server's length limit (piped: it holds whatever the rule's type). */
const long = (schema: z.ZodType<string, string>) => schema.pipe(fieldRules.paragraph);

/** POST /api/contact: the contact form with its limits. */
export const contactLeadSchema = contactSchema.extend({
  name: contactSchema.shape.name.pipe(fieldRules.name),
  message: long(contactSchema.shape.message),
  sourcePage,
});
export type ContactLead = z.output<typeof contactLeadSchema>;

/** POST /api/newsletter: the newsletter form and the page it was sent from. */
export const newsletterSignupSchema = newsletterSchema.extend({ sourcePage });
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** POST /api/newsletter/confirm and /unsubscribe: the token from the e-mail's link. */
export const newsletterTokenSchema = z.object({
  token: requiredText(MESSAGES.newsletterLinkInvalid).max(1_000, { error: MESSAGES.newsletterLinkInvalid }),
});

/**
 * POST /api/quotes: the scoping wizard's four steps with the server's limits; the select
 * and checkbox fields accept only their listed options. A member's e-mail comes from the session.
 */
export const quoteRequestSchema = wizardSchema.extend({
  sampleSize: wizardSchema.shape.sampleSize.pipe(fieldRules.line),
  variables: long(wizardSchema.shape.variables),
  objectives: long(wizardSchema.shape.objectives),
  deliverables: z
    .array(oneOf(WIZARD_DELIVERABLES, MESSAGES.deliverableInvalid), { error: MESSAGES.deliverablesRequired })
    .min(1, { error: MESSAGES.deliverablesRequired })
    .max(WIZARD_DELIVERABLES.length, { error: MESSAGES.deliverableInvalid })
    .transform((items) => [...new Set(items)]),
  timeline: oneOf(WIZARD_TIMELINES, MESSAGES.timelineRequired),
  budget: oneOf(WIZARD_BUDGETS, MESSAGES.budgetRequired),
  /**
   * The country whose currency the budget bands and prices were shown in (the header's country):
   * the band is stored and answered in that currency. Absent from older clients: the default country.
   */
  country: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    oneOf(COUNTRY_CODES, MESSAGES.countryInvalid).default(DEFAULT_COUNTRY),
  ),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email(MESSAGES.invalidEmail).optional()),
  sourcePage,
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** A visitor's quote: the one field added to the wizard's form, an e-mail to send the quote to. */
export const visitorQuoteSchema = quoteRequestSchema.extend({
  email: requiredText(MESSAGES.quoteEmailRequired).pipe(email(MESSAGES.invalidEmail)),
});

/** POST /api/scope-requests: a member's Request scope dialog for one a-la-carte service. */
export const scopeRequestSchema = z.object({
  item: oneOf(A_LA_CARTE_SERVICES, MESSAGES.scopeItemInvalid),
  details: long(
    z.string({ error: MESSAGES.scopeDetailsTooShort }).trim().min(10, { error: MESSAGES.scopeDetailsTooShort }),
  ),
  sourcePage,
});
export type ScopeRequest = z.output<typeof scopeRequestSchema>;

/**
 * POST /api/plan-choices: the plan chosen on /pricing, in the view and country shown. A member's
 * invoice goes to their account's address (`email` is ignored); a visitor gives one.
 */
export const planChoiceSchema = z.object({
  plan: oneOf(PLANS, MESSAGES.planInvalid),
  cycle: oneOf(PRICING_VIEWS, MESSAGES.billingCycleInvalid),
  country: oneOf(COUNTRY_CODES, MESSAGES.countryInvalid),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email(MESSAGES.invalidEmail).optional()),
  sourcePage,
});
export type PlanChoice = z.output<typeof planChoiceSchema>;

/** A visitor's plan choice: the address the invoice goes to is required. */
export const visitorPlanChoiceSchema = planChoiceSchema.extend({
  email: requiredText(MESSAGES.planEmailRequired).pipe(email(MESSAGES.invalidEmail)),
});
export type VisitorPlanChoiceValues = z.input<typeof visitorPlanChoiceSchema>;

/** Every lead call's success answer: nothing about what was stored, so a repeat reveals nothing. */
export const leadAcceptedSchema = z.object({ ok: z.literal(true) });
export type LeadAccepted = z.output<typeof leadAcceptedSchema>;
