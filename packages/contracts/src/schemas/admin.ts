import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../constants/countries';
import { ADMIN_PASSWORD_MIN, PROGRESS, RATING } from '../constants/limits';
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

/** Admin course form and POST/PUT /api/courses body (spec §5). */
export const courseInputSchema = z.object({
  title: requiredText(MESSAGES.courseRequired),
  category: requiredText(MESSAGES.courseRequired),
  level: oneOf(COURSE_LEVELS, MESSAGES.courseLevel),
  durationHrs: numeric(MESSAGES.courseNumbers),
  rating: numeric(MESSAGES.courseNumbers).pipe(
    z.number().min(RATING.min, { error: MESSAGES.ratingRange }).max(RATING.max, { error: MESSAGES.ratingRange }),
  ),
  price: numeric(MESSAGES.courseNumbers),
});
export type CourseInput = z.output<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

/** Tags arrive as a list or as one comma-separated string: split, trimmed, blanks dropped (spec §5). */
export function splitTags(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map((t) => String(t).trim()).filter((t) => t.length > 0);
}

export const projectInputSchema = z.object({
  title: requiredText(MESSAGES.projectRequired),
  domain: requiredText(MESSAGES.projectRequired),
  summary: requiredText(MESSAGES.projectRequired),
  year: numeric(MESSAGES.projectYear).pipe(z.number().int({ error: MESSAGES.projectYear })),
  tags: z.preprocess(splitTags, z.array(z.string())).optional().default([]),
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
  name: requiredText(MESSAGES.adminReviewRequired),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    email(MESSAGES.invalidEmail).optional(),
  ),
  service: requiredText(MESSAGES.adminReviewRequired),
  quote: requiredText(MESSAGES.adminReviewRequired),
  rating: numeric(MESSAGES.adminReviewRating).pipe(
    z.number().min(RATING.min, { error: MESSAGES.ratingRange }).max(RATING.max, { error: MESSAGES.ratingRange }),
  ),
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
    name: requiredText(MESSAGES.adminUserRequired),
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
      z.string().min(ADMIN_PASSWORD_MIN, { error: MESSAGES.adminPassword }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (!v.id && !v.password) {
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

/** ?limit=&page= of admin lists (api contract). */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).catch(100),
  page: z.coerce.number().int().min(1).catch(1),
});
export type ListQuery = z.output<typeof listQuerySchema>;
