import { isAdminRole } from './constants/plans';
import { ACCOUNT_PAGES } from './site-pages';
import type { CountryCode } from './constants/countries';
import type { ToastText } from './messages';
import type { QuoteRequest } from './schemas/leads';

/**
 * The public forms that work before and without the page's scripts (docs/decisions/023): each is a
 * plain HTML form that posts to its own page, which the server answers with the page again, showing
 * the result or the errors in the same words the scripts would. Zod-free: the site's shell reads it.
 */
export const POSTED_FORMS = [
  'contact',
  'newsletter',
  'sign-in',
  'sign-up',
  'quote',
  'review',
  'forgot-password',
  'reset-password',
  'newsletter-confirm',
  'newsletter-unsubscribe',
] as const;
export type PostedForm = (typeof POSTED_FORMS)[number];

export const isPostedForm = (value: unknown): value is PostedForm =>
  typeof value === 'string' && (POSTED_FORMS as readonly string[]).includes(value);

/** The hidden field naming the form a post comes from (a page may hold two: sign in and sign up). */
export const FORM_FIELD = '_form';

/**
 * The scoping wizard without scripts posts each step: its buttons send the answers so far, the step
 * shown (`step`, from 0) and what was pressed (`intent`: `back`, or `next`, which on the last step is
 * Generate quote), and the server answers with the step asked for, the same step with its errors,
 * or the quote.
 */
export const WIZARD_STEP_FIELD = 'step';
export const WIZARD_INTENT_FIELD = 'intent';

/** A posted field as the page shows it again: text, the ticked options of a group, or a ticked box. */
export type PostedValue = string | string[] | boolean;

/** A quote as its result shows it: the answers, the country whose currency they were given in, the e-mail it went to. */
export interface QuoteResult {
  answers: Omit<QuoteRequest, 'email' | 'sourcePage' | 'country'>;
  country: CountryCode;
  /** Where the copy of the quote is sent: the visitor's e-mail, or the member's account. */
  email: string;
}

/** What a posted form's page shows after the server has handled the post. */
export interface FormOutcome {
  form: PostedForm;
  /** True when the form did what it was sent for; false when it was refused. */
  ok: boolean;
  /** The words the toast would say: the success, or the refusal in the server's words. */
  notice?: ToastText;
  /** Each field's error, in the words the form shows under it. */
  fieldErrors?: Record<string, string>;
  /**
   * What the visitor entered (never a password): shown again after a refusal, and the address a
   * reset link was sent to after a success.
   */
  values?: Record<string, PostedValue>;
  /** The wizard's step to show, from 0. */
  step?: number;
  /** The wizard's quote, once made. */
  quote?: QuoteResult;
}

/** Where an account goes after signing in or up with nowhere else asked for: admins to the control panel. */
export function homeForRole(role: unknown): string {
  return isAdminRole(role) ? ACCOUNT_PAGES.admin : ACCOUNT_PAGES.dashboard;
}
