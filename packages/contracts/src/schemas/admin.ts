import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../constants/countries';
import { ADMIN_PASSWORD_MIN, LIST_LIMIT, TEXT_MAX } from '../constants/limits';
import { COURSE_LEVELS, ENROLLMENT_STATUSES, REVIEW_STATUSES, SERVICE_REQUEST_STATUSES } from '../constants/options';
import { DEFAULT_PLAN, DEFAULT_ROLE, PLANS, ROLES } from '../constants/plans';
import { MESSAGES } from '../messages';
import { fieldRules } from './fields';
import {
  blankToUndefined,
  email,
  id,
  isCanonicalId,
  numeric,
  oneOf,
  optionalCalendarDate,
  optionalText,
  pagingQuery,
  requiredText,
} from './primitives';

/**
 * A required one-line text: `message` is the sentence for a blank one, `rule` the length rule of its
 * kind (a title by default, a name, another line).
 */
const shortText = (message: string, rule: z.ZodType<string, string> = fieldRules.title) =>
  requiredText(message).pipe(rule);
/** A required paragraph (summary, quote). */
const longText = (message: string) => requiredText(message).pipe(fieldRules.paragraph);

/** A rating 0–5, shared by the course and the admin review forms. */
const rating = (message: string) => numeric(message).pipe(fieldRules.rating);

/** Admin course form and POST/PUT /api/courses body. */
export const courseInputSchema = z.object({
  title: shortText(MESSAGES.courseRequired),
  category: shortText(MESSAGES.courseRequired, fieldRules.line),
  level: oneOf(COURSE_LEVELS, MESSAGES.courseLevel),
  durationHrs: numeric(MESSAGES.courseNumbers).pipe(fieldRules.durationHrs),
  rating: rating(MESSAGES.courseNumbers),
  price: numeric(MESSAGES.courseNumbers).pipe(fieldRules.price),
});
export type CourseInput = z.output<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

/**
 * Tags arrive as a list or as one comma-separated string (the admin form's text box): split, trimmed,
 * blanks dropped. An entry that is not text is left as it is, for the schema to refuse: turned into
 * text it would become a tag nobody wrote (and a list nested thousands deep would overflow the stack).
 */
export function splitTags(value: unknown): unknown[] {
  const parts: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return parts.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => typeof t !== 'string' || t.length > 0);
}

export const projectInputSchema = z.object({
  title: shortText(MESSAGES.projectRequired),
  domain: shortText(MESSAGES.projectRequired, fieldRules.line),
  summary: longText(MESSAGES.projectRequired),
  year: numeric(MESSAGES.projectYear).pipe(fieldRules.year),
  tags: z.preprocess(splitTags, fieldRules.tags).optional().default([]),
  /** Optional portfolio service filter; blank or absent leaves it unset (or unchanged on update). */
  service: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    fieldRules.projectService.optional(),
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
  name: shortText(MESSAGES.adminReviewRequired, fieldRules.name),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    email(MESSAGES.invalidEmail).optional(),
  ),
  service: requiredText(MESSAGES.adminReviewRequired).pipe(fieldRules.reviewService),
  quote: longText(MESSAGES.adminReviewRequired),
  rating: rating(MESSAGES.adminReviewRating),
  status: oneOf(REVIEW_STATUSES, MESSAGES.statusInvalid).default('pending'),
});
export type AdminReviewInput = z.output<typeof adminReviewInputSchema>;
export type AdminReviewFormValues = z.input<typeof adminReviewInputSchema>;

/**
 * POST /api/admin/users: create, or update the user named by `id`. A password is required on
 * create; on update a blank one keeps the existing password, so an admin can edit a user without knowing it.
 */
export const adminUserInputSchema = z
  .object({
    id: id.optional(),
    name: shortText(MESSAGES.adminUserRequired, fieldRules.name),
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

const progress = numeric(MESSAGES.progressRange).pipe(fieldRules.progress);

export const enrollmentPatchSchema = z
  .object({
    status: oneOf(ENROLLMENT_STATUSES, MESSAGES.statusInvalid).optional(),
    progress: progress.optional(),
  })
  .refine((v) => v.status !== undefined || v.progress !== undefined, { error: MESSAGES.nothingToUpdate });
export type EnrollmentPatch = z.output<typeof enrollmentPatchSchema>;

/**
 * PATCH /api/admin/service-requests/{id}: the product's status and details, and the order's team side
 * (docs/api.md "Orders"): the promised delivery date (`YYYY-MM-DD`; null or blank clears it), the
 * admin it is assigned to (null or blank: nobody) and internal notes the member never sees (null or
 * blank clears them). At least one of them.
 */
export const serviceRequestPatchSchema = z
  .object({
    status: oneOf(SERVICE_REQUEST_STATUSES, MESSAGES.statusInvalid).optional(),
    details: optionalText,
    dueDate: optionalCalendarDate(MESSAGES.dueDateInvalid),
    assigneeId: z.preprocess(
      (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
      z
        .string({ error: MESSAGES.assigneeInvalid })
        .refine(isCanonicalId, { error: MESSAGES.assigneeInvalid })
        .nullable()
        .optional(),
    ),
    internalNotes: z.preprocess(
      (v) => (v === null ? '' : v),
      z.string({ error: MESSAGES.notesInvalid }).trim().max(TEXT_MAX.long, { error: MESSAGES.textTooLong }).optional(),
    ),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { error: MESSAGES.nothingToUpdate });
export type ServiceRequestPatch = z.output<typeof serviceRequestPatchSchema>;

/** ?limit=&page= of admin lists (api contract). */
export const listQuerySchema = z.object(pagingQuery(LIST_LIMIT.default));
export type ListQuery = z.output<typeof listQuerySchema>;
