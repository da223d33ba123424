import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { COUNTRY_CODES } from '../constants/countries';
import { NAME_MIN, PASSWORD_MIN } from '../constants/limits';
import { MESSAGES } from '../messages';
import { fieldRules } from './fields';
import { email, oneOf } from './primitives';

/**
 * Empty email or password fails with the one sentence for missing credentials before anything else
 * is checked, so the form can show it before any call and the server answers the same.
 */
const credentialEmail = z
  .string({ error: MESSAGES.credentialsRequired })
  .trim()
  .min(1, { error: MESSAGES.credentialsRequired })
  .pipe(email(MESSAGES.invalidEmail));
const credentialPassword = z
  .string({ error: MESSAGES.credentialsRequired })
  .min(1, { error: MESSAGES.credentialsRequired })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort });

export const signInSchema = z.object({
  email: credentialEmail,
  password: credentialPassword,
  remember: z.boolean({ error: MESSAGES.rememberInvalid }).optional().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignIn = z.output<typeof signInSchema>;

/** Name defaults to the part of the email before the @ when absent: sign-up asks only for e-mail, password and country. */
export function defaultNameFromEmail(address: string): string {
  return address.split('@')[0] ?? address;
}

/**
 * The credentials come first: zod reports issues in key order and the server answers with the first
 * one, so a missing e-mail or password is the sentence the client sees even when name or country
 * are also wrong.
 */
export const signUpSchema = z
  .object({
    email: credentialEmail,
    password: credentialPassword,
    name: z
      .string({ error: MESSAGES.nameTooShort })
      .trim()
      .pipe(fieldRules.name)
      .optional()
      .refine((v) => !v || v.length >= NAME_MIN, { error: MESSAGES.nameTooShort }),
    country: oneOf(COUNTRY_CODES, MESSAGES.countryInvalid),
  })
  .transform((v) => ({ ...v, name: v.name || defaultNameFromEmail(v.email) }));
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** POST /api/auth/forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .min(1, { error: MESSAGES.invalidEmail })
    .pipe(email(MESSAGES.invalidEmail)),
});
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** The longest token a reset link carries (Payload's are 40 hex digits); anything longer is not one. */
const RESET_TOKEN_MAX = 200;

/** POST /api/auth/reset-password: the link's token and the new password (the sign-up rule). */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: MESSAGES.resetLinkInvalid })
    .trim()
    .min(1, { error: MESSAGES.resetLinkInvalid })
    .max(RESET_TOKEN_MAX, { error: MESSAGES.resetLinkInvalid }),
  password: z.string({ error: MESSAGES.passwordTooShort }).min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort }),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;
