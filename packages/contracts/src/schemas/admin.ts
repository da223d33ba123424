import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../constants/countries';
import {
  ADMIN_PASSWORD_MIN,
  DURATION_HRS,
  LIST_LIMIT,
  LIST_MAX,
  PRICE,
  PROGRESS,
  RATING,
  TEXT_MAX,
  YEAR,
} from '../constants/limits';
import {
  COURSE_LEVELS,
  ENROLLMENT_STATUSES,
  REVIEW_STATUSES,
  SERVICE_FILTERS,
  SERVICE_REQUEST_STATUSES,
} from '../constants/options';
import { DEFAULT_PLAN, DEFAULT_ROLE, PLANS, ROLES } from '../constants/plans';
import { MESSAGES } from '../messages';
import { email, id, numeric, oneOf, optionalText, requiredText } from './primitives';

/** A required one-line text (title, name, category…) of at most TEXT_MAX.short characters. */
const shortText = (message: string) => requiredText(message).max(TEXT_MAX.short, { error: MESSAGES.titleTooLong });
/** A required paragraph (summary, quote) of at most TEXT_MAX.long characters. */
const longText = (message: string) => requiredText(message).max(TEXT_MAX.long, { error: MESSAGES.textTooLong });

/** A rating 0–5, shared by the course and the admin review forms. */
const rating = (message: string) =>
  numeric(message).pipe(
    z.number().min(RATING.min, { error: MESSAGES.ratingRange }).max(RATING.max, { error: MESSAGES.ratingRange }),
  );

/** Admin course form and POST/PUT /api/courses body (spec §5). */
export const courseInputSchema = z.object({
  title: shortText(MESSAGES.courseRequired),
  category: shortText(MESSAGES.courseRequired),
  level: oneOf(COURSE_LEVELS, MESSAGES.courseLevel),
  durationHrs: numeric(MESSAGES.courseNumbers).pipe(
    z
      .number()
      .gt(DURATION_HRS.min, { error: MESSAGES.durationRange })
      .max(DURATION_HRS.max, { error: MESSAGES.durationRange }),
  ),
  rating: rating(MESSAGES.courseNumbers),
  price: numeric(MESSAGES.courseNumbers).pipe(
    z.number().min(PRICE.min, { error: MESSAGES.priceRange }).max(PRICE.max, { error: MESSAGES.priceRange }),
  ),
});
export type CourseInput = z.output<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

/** Tags arrive as a list or as one comma-separated string: split, trimmed, blanks dropped (spec §5). */
export function splitTags(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map((t) => String(t).trim()).filter((t) => t.length > 0);
}

export const projectInputSchema = z.object({
  title: shortText(MESSAGES.projectRequired),
  domain: shortText(MESSAGES.projectRequired),
  summary: longText(MESSAGES.projectRequired),
  // The range first: 1e20 is out of range (the sentence that helps) before it is not a safe integer.
  year: numeric(MESSAGES.projectYear).pipe(
    z
      .number()
      .min(YEAR.min, { error: MESSAGES.yearRange })
      .max(YEAR.max, { error: MESSAGES.yearRange })
      .int({ error: MESSAGES.projectYear }),
  ),
  tags: z
    .preprocess(
      splitTags,
      z
        .array(z.string().max(TEXT_MAX.tag, { error: MESSAGES.tagTooLong }))
        .max(LIST_MAX.tags, { error: MESSAGES.tooManyTags }),
    )
    .optional()
    .default([]),
  /** Optional portfolio service filter; blank or absent leaves it unset (or unchanged on update). */
  service: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    oneOf(SERVICE_FILTERS, MESSAGES.serviceInvalid).optional(),
  ),
  /** Whether the project shows in the public portfolio; absent means published. */
  published: z.boolean({ error: MESSAGES.publishedInvalid }).optional(),
});
export type ProjectInput = z.output<typeof projectInputSchema>;
export type ProjectFormValues = z.input<typeof projectInputSchema>;

export const reviewStatusInputSchema = z.object({
  status: oneOf(REVIEW_STATUSES, MESSAGES.statusInvalid),
});

/** POST /api/admin/reviews: create, or update the review named by `id`. */
export const adminReviewInputSchema = z.object({
  id: id.optional(),
  name: shortText(MESSAGES.adminReviewRequired),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    email(MESSAGES.invalidEmail).optional(),
  ),
  service: shortText(MESSAGES.adminReviewRequired),
  quote: longText(MESSAGES.adminReviewRequired),
  rating: rating(MESSAGES.adminReviewRating),
  status: oneOf(REVIEW_STATUSES, MESSAGES.statusInvalid).default('pending'),
});
export type AdminReviewInput = z.output<typeof adminReviewInputSchema>;
export type AdminReviewFormValues = z.input<typeof adminReviewInputSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * POST /api/admin/users: create, or update the user named by `id`. A password is required on
 * create; on update a blank one keeps the existing password (spec §5).
 */
export const adminUserInputSchema = z
  .object({
    id: id.optional(),
    name: shortText(MESSAGES.adminUserRequired),
    email: z
      .string({ error: MESSAGES.adminUserRequired })
      .trim()
      .min(1, { error: MESSAGES.adminUserRequired })
      .pipe(email(MESSAGES.invalidEmail)),
    role: z.preprocess(blankToUndefined, oneOf(ROLES, MESSAGES.roleInvalid).default(DEFAULT_ROLE)),
    country: z.preprocess(blankToUndefined, oneOf(COUNTRY_CODES, MESSAGES.countryInvalid).default(DEFAULT_COUNTRY)),
    plan: z.preprocess(blankToUndefined, oneOf(PLANS, MESSAGES.planInvalid).default(DEFAULT_PLAN)),
    password: z.preprocess(
      blankToUndefined,
      z.string({ error: MESSAGES.adminPassword }).min(ADMIN_PASSWORD_MIN, { error: MESSAGES.adminPassword }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.id === undefined && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.adminPassword });
    }
  });
export type AdminUserInput = z.output<typeof adminUserInputSchema>;
export type AdminUserFormValues = z.input<typeof adminUserInputSchema>;

const progress = numeric(MESSAGES.progressRange).pipe(
  z
    .number()
    .int({ error: MESSAGES.progressRange })
    .min(PROGRESS.min, { error: MESSAGES.progressRange })
    .max(PROGRESS.max, { error: MESSAGES.progressRange }),
);

export const enrollmentPatchSchema = z
  .object({
    status: oneOf(ENROLLMENT_STATUSES, MESSAGES.statusInvalid).optional(),
    progress: progress.optional(),
  })
  .refine((v) => v.status !== undefined || v.progress !== undefined, { error: MESSAGES.nothingToUpdate });
export type EnrollmentPatch = z.output<typeof enrollmentPatchSchema>;

export const serviceRequestPatchSchema = z
  .object({
    status: oneOf(SERVICE_REQUEST_STATUSES, MESSAGES.statusInvalid).optional(),
    details: optionalText,
  })
  .refine((v) => v.status !== undefined || v.details !== undefined, { error: MESSAGES.nothingToUpdate });
export type ServiceRequestPatch = z.output<typeof serviceRequestPatchSchema>;

/**
 * A whole number from 1 to `max` in a query string: digits only (no `1e3`, `0x10`, `-1` or `2.5`),
 * absent or blank for the default. Anything else is the client's mistake, said with `message`.
 */
const queryCount = (max: number, fallback: number, message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^[0-9]{1,16}$/.test(v) ? Number(v) : NaN,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

/** ?limit=&page= of admin lists (api contract). */
export const listQuerySchema = z.object({
  limit: queryCount(LIST_LIMIT.max, LIST_LIMIT.default, MESSAGES.listLimitInvalid),
  page: queryCount(LIST_LIMIT.maxPage, 1, MESSAGES.listPageInvalid),
});
export type ListQuery = z.output<typeof listQuerySchema>;
