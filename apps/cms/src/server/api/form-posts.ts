import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import {
  contactLeadSchema,
  FAILURE_TOASTS,
  forgotPasswordSchema,
  FORM_FIELD,
  homeForRole,
  isHoneypotFilled,
  isPostedForm,
  MESSAGES,
  newsletterSignupSchema,
  quoteRequestSchema,
  quoteToast,
  recommendedPlan,
  resetPasswordSchema,
  reviewSubmissionSchema,
  signInSchema,
  signUpSchema,
  SUCCESS_TOASTS,
  WIZARD_INTENT_FIELD,
  WIZARD_STEP_FIELD,
  wizardSteps,
  type FormAction,
  type FormOutcome,
  type FormSubmission,
  type PostedForm,
  type PostedValue,
  type ToastText,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { authBudget } from '../../lib/auth-budget';
import { setFormSubmission } from '../form-submission';
import { holdsNul } from '../middleware/nul-characters';
import { isSameOrigin } from '../middleware/same-origin';
import { spendBudget } from '../middleware/rate-limit';
import { sessionUser } from '../middleware/session';
import { admitResetLink, register, resetPassword, sessionCookie, signIn } from './auth';
import { ApiError, fromPayloadError, fromZodError } from './errors';
import { afterAnswer, leadsBudget } from './lead-intake';
import { receiveContact, receiveQuote } from './leads';
import { confirmSubscription, endSubscription, receiveNewsletterSignup } from './newsletter';
import { createMemberReview } from './reviews';
import { parseWith } from './validate';

/**
 * The public forms without JavaScript (docs/decisions/023-progressive-enhancement.md). Each form is
 * a plain HTML form posting `application/x-www-form-urlencoded` to its own page, with its name in
 * `_form`. This intake checks the origin and reads the body, then hands the page renderer
 * (server/ssr.ts) the form and how to carry it out; the renderer carries it out only if the page
 * holds that form, and answers with the page showing the outcome. Each action spends the same
 * budget, checks the same honeypot and parses with the same schema as its JSON call, and ends in
 * the same function.
 */

/** Form bodies are small; the longest (the wizard, every answer at its limit) stays far under this. */
export const FORM_BODY_LIMIT = '100kb';
/** More fields than any form has (the wizard: 14 with every deliverable ticked). */
const FORM_PARAMETER_LIMIT = 60;

type Body = Record<string, unknown>;
type Action = (payload: Payload, req: Request, res: Response) => Promise<FormAction>;

/** A field's text: the first value when a field is repeated, nothing when absent. */
function text(body: Body, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/** A group of checkboxes: every ticked value. */
function list(body: Body, name: string): string[] {
  const value = body[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A single checkbox is sent only when ticked. */
const ticked = (body: Body, name: string) => body[name] !== undefined;

/** The named text fields as the visitor entered them, to show again. */
function textValues(body: Body, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = text(body, name) ?? '';
  return values;
}

/** The page the form was sent from, as the JSON calls send it: the path and the form's anchor. */
const sourcePageOf = (req: Request, anchor = '') => `${req.path}${anchor}`;

const rendered = (status: number, outcome: FormOutcome): FormAction => ({ kind: 'render', status, outcome });

const sent = (form: PostedForm, notice: ToastText | undefined, extra: Partial<FormOutcome> = {}): FormAction =>
  rendered(200, { form, ok: true, notice, ...extra });

/**
 * A refusal the client can act on, shown on the page in the words the JSON call answers with: the
 * field errors (by field, as the form names them) and the sentence under `title`. Anything that is
 * not the client's to fix is thrown on, to the renderer's error answer.
 */
function refused(
  form: PostedForm,
  err: unknown,
  title: string,
  values: Record<string, PostedValue>,
  extra: Partial<FormOutcome> = {},
): FormAction {
  const error = err instanceof ApiError ? err : fromPayloadError(err);
  if (!error) throw err;
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    // `deliverables.0` is the group's error: the page shows it under the group.
    fieldErrors[path.split('.')[0] as string] ??= message;
  }
  return rendered(error.status, {
    form,
    ok: false,
    notice: { title, message: error.message },
    fieldErrors,
    values,
    ...extra,
  });
}

const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

const contact: Action = async (payload, req, res) => {
  const values = textValues(req.body as Body, CONTACT_FIELDS);
  try {
    await spendBudget(payload, req, res, leadsBudget(), MESSAGES.tooManySubmissions);
    if (!isHoneypotFilled(req.body)) {
      const input = parseWith(contactLeadSchema, { ...values, sourcePage: sourcePageOf(req) });
      await receiveContact(payload, req, input);
    }
    return sent('contact', SUCCESS_TOASTS.messageSent);
  } catch (err) {
    return refused('contact', err, FAILURE_TOASTS.leadSubmit.title, values);
  }
};

const newsletter: Action = async (payload, req, res) => {
  const body = req.body as Body;
  const values = { email: text(body, 'email') ?? '', consent: ticked(body, 'consent') };
  try {
    await spendBudget(payload, req, res, leadsBudget(), MESSAGES.tooManySubmissions);
    if (!isHoneypotFilled(body)) {
      const input = parseWith(newsletterSignupSchema, { ...values, sourcePage: sourcePageOf(req) });
      await receiveNewsletterSignup(payload, input);
    }
    return sent('newsletter', SUCCESS_TOASTS.newsletter);
  } catch (err) {
    return refused('newsletter', err, FAILURE_TOASTS.leadSubmit.title, values);
  }
};

/** Signed in (or up): the session cookie, then the account's home (the control panel for an admin). */
function signedIn(
  payload: Payload,
  req: Request,
  res: Response,
  session: Awaited<ReturnType<typeof signIn>>,
  remember: boolean,
): FormAction {
  res.append('Set-Cookie', sessionCookie(payload, req, session.token, remember));
  return { kind: 'redirect', location: homeForRole(session.user.role) };
}

const signInForm: Action = async (payload, req, res) => {
  const body = req.body as Body;
  // The password is never shown again.
  const values = { email: text(body, 'email') ?? '', remember: ticked(body, 'remember') };
  try {
    await spendBudget(payload, req, res, authBudget(), MESSAGES.tooManyAttempts);
    const input = parseWith(signInSchema, { ...values, password: text(body, 'password') ?? '' });
    return signedIn(
      payload,
      req,
      res,
      await signIn(payload, input.email, input.password, input.remember),
      input.remember,
    );
  } catch (err) {
    return refused('sign-in', err, FAILURE_TOASTS.signIn.title, values);
  }
};

const signUpForm: Action = async (payload, req, res) => {
  const body = req.body as Body;
  const values = textValues(body, ['name', 'country', 'email']);
  try {
    await spendBudget(payload, req, res, authBudget(), MESSAGES.tooManyAttempts);
    const input = parseWith(signUpSchema, { ...values, password: text(body, 'password') ?? '' });
    return signedIn(payload, req, res, await register(payload, input), false);
  } catch (err) {
    return refused('sign-up', err, FAILURE_TOASTS.signUp.title, values);
  }
};

/** The token of a link's page: the form posts to the link's own address. */
export const linkToken = (req: Request) => ({ token: typeof req.query.token === 'string' ? req.query.token : '' });

/**
 * "Check your inbox" for the address given, as the JSON call answers: the same whether or not an
 * account uses it, and the link mailed once the page has gone out.
 */
const forgotPasswordForm: Action = async (payload, req, res) => {
  const values = textValues(req.body as Body, ['email']);
  try {
    await spendBudget(payload, req, res, authBudget(), MESSAGES.tooManyAttempts);
    const { email } = parseWith(forgotPasswordSchema, values);
    const mailLink = await admitResetLink(payload, email);
    res.once('close', () => afterAnswer(payload, 'Password reset request', mailLink));
    return sent('forgot-password', undefined, { values: { email } });
  } catch (err) {
    return refused('forgot-password', err, FAILURE_TOASTS.resetLink.title, values);
  }
};

/**
 * The new password for the link in the page's address (`?token=`, where the form posts): signed in,
 * then the account's home. A link that no longer works is said as the page says it.
 */
const resetPasswordForm: Action = async (payload, req, res) => {
  try {
    await spendBudget(payload, req, res, authBudget(), MESSAGES.tooManyAttempts);
    const input = parseWith(resetPasswordSchema, {
      ...linkToken(req),
      password: text(req.body as Body, 'password') ?? '',
    });
    const session = await resetPassword(payload, input);
    return signedIn(payload, req, res, session, false);
  } catch (err) {
    return refused('reset-password', err, FAILURE_TOASTS.passwordReset.title, {});
  }
};

/** A newsletter e-mail's link, followed without scripts: the page's button posts the token. */
function newsletterLink(form: PostedForm, carryOut: typeof confirmSubscription): Action {
  return async (payload, req, res) => {
    try {
      await spendBudget(payload, req, res, leadsBudget(), MESSAGES.tooManySubmissions);
      await carryOut(payload, linkToken(req));
      return sent(form, undefined);
    } catch (err) {
      return refused(form, err, FAILURE_TOASTS.leadSubmit.title, {});
    }
  };
}

const review: Action = async (payload, req) => {
  const values = textValues(req.body as Body, ['service', 'rating', 'quote']);
  try {
    if (!(await sessionUser(payload, req))) throw new ApiError(401, MESSAGES.reviewSignIn);
    await createMemberReview(payload, req, parseWith(reviewSubmissionSchema, values));
    return sent('review', SUCCESS_TOASTS.reviewSubmitted);
  } catch (err) {
    // The words the form's own toasts use: missing details, or sign in first.
    const title =
      err instanceof ApiError && err.status === 400
        ? FAILURE_TOASTS.reviewMissingDetails.title
        : err instanceof ApiError && err.status === 401
          ? FAILURE_TOASTS.reviewSignIn.title
          : FAILURE_TOASTS.reviewSubmit.title;
    return refused('review', err, title, values);
  }
};

const WIZARD_TEXT_FIELDS = [
  'dataType',
  'sampleSize',
  'variables',
  'objectives',
  'timeline',
  'budget',
  'email',
  'country',
] as const;
const LAST_STEP = wizardSteps.length - 1;

/** The step that asks for `field` (the e-mail is on the last one). */
const stepOf = (field: string) => {
  const index = wizardSteps.findIndex((step) => field in step.schema.shape);
  return index === -1 ? LAST_STEP : index;
};

/**
 * The scoping wizard, one step per post: Back shows the step before, Next checks the step shown with
 * its own schema (as the scripted wizard does) and shows the next, and Next on the last step
 * (Generate quote, or Enter in a field there) sends the whole quote through the same budget,
 * honeypot and schema as POST /api/quotes. Only the quote is stored; moving between steps changes
 * nothing on the server.
 */
const quote: Action = async (payload, req, res) => {
  const body = req.body as Body;
  const values: Record<string, PostedValue> = {
    ...textValues(body, WIZARD_TEXT_FIELDS),
    deliverables: list(body, 'deliverables'),
  };
  const posted = Number(text(body, WIZARD_STEP_FIELD));
  const step = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), LAST_STEP) : 0;
  const again = (at: number) => rendered(200, { form: 'quote', ok: true, step: at, values });

  if (text(body, WIZARD_INTENT_FIELD) === 'back') return again(Math.max(step - 1, 0));
  if (step < LAST_STEP) {
    const checked = wizardSteps[step]!.schema.safeParse(values);
    if (checked.success) return again(step + 1);
    // As in the scripted wizard, a step's errors show under its fields, with no notice.
    return refused('quote', fromZodError(checked.error), FAILURE_TOASTS.leadSubmit.title, values, {
      step,
      notice: undefined,
    });
  }

  try {
    await spendBudget(payload, req, res, leadsBudget(), MESSAGES.tooManySubmissions);
    const input = { ...values, sourcePage: sourcePageOf(req, '#wizard') };
    if (isHoneypotFilled(body)) {
      // A bot gets the answer a person would, and nothing is stored or sent.
      const answers = quoteRequestSchema.safeParse(input);
      if (!answers.success) return sent('quote', undefined, { step: 0 });
      return sent('quote', quoteToast(recommendedPlan(answers.data.budget, answers.data.country)), { step: 0 });
    }
    const result = await receiveQuote(payload, req, input);
    return sent('quote', quoteToast(recommendedPlan(result.answers.budget, result.country)), {
      quote: result,
      step: 0,
    });
  } catch (err) {
    // Back to the first step with an error: the server's limits are checked only with the quote.
    const fields = err instanceof ApiError ? Object.keys(err.fields ?? {}) : [];
    const at = fields.length ? Math.min(...fields.map((field) => stepOf(field.split('.')[0] as string))) : LAST_STEP;
    return refused('quote', err, FAILURE_TOASTS.leadSubmit.title, values, { step: at });
  }
};

const ACTIONS: Record<PostedForm, Action> = {
  contact,
  newsletter,
  'sign-in': signInForm,
  'sign-up': signUpForm,
  quote,
  review,
  'forgot-password': forgotPasswordForm,
  'reset-password': resetPasswordForm,
  'newsletter-confirm': newsletterLink('newsletter-confirm', confirmSubscription),
  'newsletter-unsubscribe': newsletterLink('newsletter-unsubscribe', endSubscription),
};

/** A short plain answer for a post that cannot be read: no form of the site sends one. */
export function refuse(res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

/** The body parser's refusals, in the contract's words. */
export const unreadable: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, _next) => {
  if (err.type === 'entity.too.large' || err.type === 'parameters.too.many')
    return refuse(res, 413, MESSAGES.bodyTooLarge);
  if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
    return refuse(res, 415, MESSAGES.notJsonOrForm);
  }
  refuse(res, 400, MESSAGES.malformedForm);
};

/**
 * The intake of the site's form posts, before the pages: a POST to a page with a form body from this
 * site's own origin, naming one of the posted forms. Anything else passes on (and finds no page).
 */
export function formPostIntake(payload: Payload): (RequestHandler | ErrorRequestHandler)[] {
  const isFormBody: RequestHandler = (req, _res, next) => {
    next(req.is('application/x-www-form-urlencoded') ? undefined : 'route');
  };
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (!isSameOrigin(req)) return refuse(res, 403, MESSAGES.crossSite);
    next();
  };
  const read = express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: FORM_PARAMETER_LIMIT });
  const accept: RequestHandler = (req, res, next) => {
    const form = (req.body as Body | undefined)?.[FORM_FIELD];
    if (!isPostedForm(form)) return next('route');
    // The rule /api keeps (middleware/nul-characters.ts): no NUL character reaches the database.
    if (/%00/i.test(req.originalUrl) || holdsNul(req.body)) return refuse(res, 400, MESSAGES.nulCharacter);
    // The answer is this visitor's alone: never stored by a browser or a proxy.
    res.set('Cache-Control', 'no-store');
    const submission: FormSubmission = { form, act: () => ACTIONS[form](payload, req, res) };
    setFormSubmission(res, submission);
    next();
  };
  return [isFormBody, sameOrigin, read, unreadable, accept];
}
