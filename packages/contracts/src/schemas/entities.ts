import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { COUNTRY_CODES } from '../constants/countries';
import { PLANS, ROLES } from '../constants/plans';
import {
  COURSE_LEVELS,
  ENROLLMENT_STATUSES,
  REVIEW_STATUSES,
  SERVICE_FILTERS,
  SERVICE_REQUEST_STATUSES,
} from '../constants/options';
import { imageSchema } from './media';
import { internalPath } from './primitives';

/** Response shapes of the /api contract. Ids are strings, dates ISO 8601 strings. */

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.enum(COUNTRY_CODES),
  plan: z.enum(PLANS),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/me: the signed-in user, or `null` for a visitor without a valid session (a 200,
 * not a 401, so the session check a signed-out page load makes logs no error in the browser).
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const adminUserSchema = userSchema.extend({
  stats: z.object({ enrollments: z.number(), serviceRequests: z.number(), reviews: z.number() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const serviceSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  features: z.array(z.string()),
  /** A page of this site (never another host): the card links to it. */
  route: internalPath,
});
export type Service = z.infer<typeof serviceSchema>;

export const courseModuleSchema = z.object({ title: z.string(), lessons: z.array(z.string()) });
export type CourseModule = z.infer<typeof courseModuleSchema>;

/**
 * A document's own search and sharing text (its SEO fields in /cms), only what an editor set: the
 * page falls back to the document's title and summary.
 */
export const seoMetaSchema = z.object({ title: z.string().optional(), description: z.string().optional() });
export type SeoMeta = z.infer<typeof seoMetaSchema>;

/**
 * The continuing-education (CPD) credit of a course, when an editor has set its hours in /cms: the
 * hours, and the body that accredits them under which activity code. Certificates print it.
 */
export const courseCpdSchema = z.object({
  hours: z.number(),
  accreditor: z.string().optional(),
  activityCode: z.string().optional(),
});
export type CourseCpd = z.infer<typeof courseCpdSchema>;

/** A short lesson anyone may read before starting the course ("Launch preview"), in paragraphs. */
export const coursePreviewSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type CoursePreview = z.infer<typeof coursePreviewSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  durationHrs: z.number(),
  rating: z.number(),
  price: z.number(),
  summary: z.string().optional(),
  modules: z.array(courseModuleSchema).optional(),
  cpd: courseCpdSchema.optional(),
  preview: coursePreviewSchema.optional(),
  image: imageSchema.optional(),
  meta: seoMetaSchema.optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  domain: z.string(),
  year: z.number(),
  summary: z.string(),
  tags: z.array(z.string()),
  /** Which portfolio service filter the project belongs to (Data Analysis, Research Services, AI Tools). */
  service: z.enum(SERVICE_FILTERS).optional(),
  image: imageSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  service: z.string(),
  rating: z.number(),
  quote: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * What a review keeps of its author's account as it was when they wrote it (beside the link to the
 * account). The server copies these from the signed-in user, never from the body; a testimonial an
 * editor types in /cms may leave all but the name blank.
 */
export const REVIEW_AUTHOR_FIELDS = ['name', 'email', 'country', 'plan', 'role'] as const;
export type ReviewAuthorField = (typeof REVIEW_AUTHOR_FIELDS)[number];
export const reviewAuthorSchema = userSchema.pick(
  Object.fromEntries(REVIEW_AUTHOR_FIELDS.map((field) => [field, true])) as Record<ReviewAuthorField, true>,
);
export type ReviewAuthor = z.infer<typeof reviewAuthorSchema>;

/** The control panel's review: the public one, its status, and what it keeps of its author. */
export const adminReviewSchema = reviewSchema
  .extend(reviewAuthorSchema.omit({ name: true }).partial().shape)
  .extend({ status: z.enum(REVIEW_STATUSES), userId: z.string().optional() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const enrollmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  progress: z.number().min(0).max(100),
  updatedAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  serviceTitle: z.string(),
  userId: z.string().optional(),
  userName: z.string(),
  details: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  createdAt: z.string(),
  /** The delivery date the team promised (`YYYY-MM-DD`), null before one is set (docs/api.md "Orders"). */
  dueDate: z.string().nullable().optional(),
  /** In the admin's list: the member's messages and files the team has not opened yet. */
  unread: z.number().optional(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/**
 * GET /api/me/service-requests: one of the signed-in member's own requests, quotes from the wizard
 * and scope requests included, as their dashboard shows it: each is an order with a page of its own.
 * `updatedAt` moves when the team changes the status, the details or the date; the account fields are
 * left out (they are the member's own).
 */
export const memberServiceRequestSchema = serviceRequestSchema
  .pick({ id: true, serviceTitle: true, details: true, status: true, createdAt: true })
  .extend({
    updatedAt: z.string(),
    dueDate: z.string().nullable(),
    /** The team's messages and deliverables the member has not opened yet. */
    unread: z.number(),
  });
export type MemberServiceRequest = z.infer<typeof memberServiceRequestSchema>;

export const siteSettingsSchema = z.object({
  supportEmail: z.string(),
  offices: z.array(z.string()),
  chatLink: z.string(),
  officeHours: z.string(),
  numbers: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const metric = z.number().nullable();
export const summarySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  timestamp: z.string(),
  metrics: z.object({
    courses: metric,
    projects: metric,
    users: metric,
    enrollments: metric,
    serviceRequests: metric,
    pendingReviews: metric,
    /** Leads whose status is still `new`: the Inbox's unread count. */
    newLeads: metric,
  }),
});
export type Summary = z.infer<typeof summarySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
