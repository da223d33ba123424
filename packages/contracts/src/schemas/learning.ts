import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { ASSESSMENT, CERTIFICATE_STATUSES, PROJECT_STATUSES } from '../constants/learning';
import { MESSAGES } from '../messages';
import { TEXT_MAX } from '../constants/limits';
import { courseCpdSchema, courseSchema, enrollmentSchema } from './entities';
import { fieldRules } from './fields';

/**
 * Learning (docs/api.md "Learning"): a member's progress, assessment results, course project and
 * certificates. Ids are strings, dates ISO 8601 strings. Every /me route answers for the session's
 * member only; the body never names the member.
 */

/** POST /api/me/courses/:id/progress. `complete` adds one step (the first from the page's first-load value), `reset` sets 0, `merge` keeps the higher of the stored and the browser's value. */
export const progressActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('complete') }),
    z.object({ action: z.literal('reset') }),
    z.object({ action: z.literal('merge'), progress: fieldRules.progress }),
  ],
  { error: MESSAGES.progressActionInvalid },
);
export type ProgressAction = z.infer<typeof progressActionSchema>;

/** The CMS's rules for an assessment an editor writes (apps/cms/src/collections/Courses/assessment.ts). */
export const assessmentRules = {
  passMark: z
    .number({ error: MESSAGES.passMarkRange })
    .int({ error: MESSAGES.passMarkRange })
    .min(ASSESSMENT.passMark.min, { error: MESSAGES.passMarkRange })
    .max(ASSESSMENT.passMark.max, { error: MESSAGES.passMarkRange }),
  questions: z.array(z.unknown()).max(ASSESSMENT.maxQuestions, { error: MESSAGES.tooManyQuestions }),
  options: z
    .array(z.unknown())
    .min(ASSESSMENT.minOptions, { error: MESSAGES.optionsCount })
    .max(ASSESSMENT.maxOptions, { error: MESSAGES.optionsCount }),
} as const;

/** One question as a member sees it before answering: never the answer key. */
export const assessmentQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

/** GET /api/courses/:id/assessment (signed in). */
export const assessmentSchema = z.object({
  courseId: z.string(),
  passMark: z.number(),
  questions: z.array(assessmentQuestionSchema),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** POST /api/me/courses/:id/assessment/attempts body: the chosen option's index for each question, in order. */
export const assessmentAnswersSchema = z.object({
  answers: z
    .array(z.number({ error: MESSAGES.answersInvalid }).int({ error: MESSAGES.answersInvalid }), {
      error: MESSAGES.answersInvalid,
    })
    .max(ASSESSMENT.maxQuestions, { error: MESSAGES.answersCount }),
});
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

export const projectFileSchema = z.object({ filename: z.string(), size: z.number(), url: z.string() });

const isHttpLink = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * POST /api/me/courses/:id/project, as multipart form data (`title`, `description`, and a PDF as
 * `file` and/or a `link`) or JSON with a link. The server also requires a file or a link, and checks
 * the file's bytes.
 */
export const projectSubmissionInputSchema = z.object({
  title: z
    .string({ error: MESSAGES.projectTitleRequired })
    .trim()
    .min(1, { error: MESSAGES.projectTitleRequired })
    .max(TEXT_MAX.short, { error: MESSAGES.titleTooLong }),
  description: z
    .string({ error: MESSAGES.projectDescriptionRequired })
    .trim()
    .min(1, { error: MESSAGES.projectDescriptionRequired })
    .max(TEXT_MAX.long, { error: MESSAGES.textTooLong }),
  /** Blank counts as no link. */
  link: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: MESSAGES.projectLinkInvalid })
      .trim()
      .max(TEXT_MAX.url, { error: MESSAGES.linkTooLong })
      .refine(isHttpLink, { error: MESSAGES.projectLinkInvalid })
      .optional(),
  ),
});
export type ProjectSubmissionInput = z.infer<typeof projectSubmissionInputSchema>;

/** A member's course project as they and admins see it. */
export const projectSubmissionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().optional(),
  file: projectFileSchema.optional(),
  status: z.enum(PROJECT_STATUSES),
  /** The reviewer's comment when changes are requested (or a note on acceptance). */
  comment: z.string().optional(),
  submittedAt: z.string(),
  reviewedAt: z.string().optional(),
});
export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>;

/** A certificate as its holder sees it. */
export const myCertificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The PDF, for the holder (and admins) only. */
  pdfUrl: z.string(),
  /** Its public verification page, absolute (the site's configured origin): the QR code's and LinkedIn's target. */
  verificationUrl: z.string(),
  /** Its Open Badges 3.0 credential (signed JSON-LD), public like the verification page. */
  credentialUrl: z.string(),
  /** The CPD credit it carries, as the course had it on the day of issue. */
  cpd: courseCpdSchema.optional(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/**
 * The attempts a member has left on a course's assessment now (ASSESSMENT_ATTEMPT_BUDGET, the
 * smaller of the course's and the account's), and when the next one opens if none is left.
 */
export const assessmentAllowanceSchema = z.object({
  attemptsLeft: z.number(),
  /** ISO time the next attempt opens; null while attempts are left. */
  nextAttemptAt: z.string().nullable(),
});
export type AssessmentAllowance = z.infer<typeof assessmentAllowanceSchema>;

/** POST /api/me/courses/:id/assessment/attempts answer. */
export const assessmentResultSchema = z
  .object({
    score: z.number(),
    correct: z.number(),
    total: z.number(),
    passed: z.boolean(),
    bestScore: z.number(),
    passMark: z.number(),
    attempts: z.number(),
    /**
     * Per question, in order, whether the chosen option was right (never which option was): only
     * with an attempt that passes. Before a pass the count alone is told, so the key cannot be
     * worked out from the feedback.
     */
    results: z.array(z.object({ questionId: z.string(), correct: z.boolean() })).optional(),
    /** Issued by this attempt or earlier; null while the project is not accepted. */
    certificate: myCertificateSchema.nullable(),
  })
  .extend(assessmentAllowanceSchema.shape);
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/**
 * The member's standing on a course's assessment: attempts so far, the last and best scores (null
 * before the first attempt), and whether the best one reaches the pass mark.
 */
export const assessmentStandingSchema = z.object({
  passMark: z.number(),
  questionCount: z.number(),
  attempts: z.number(),
  lastScore: z.number().nullable(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
});
export type AssessmentStanding = z.infer<typeof assessmentStandingSchema>;

/** GET /api/me/courses/:id: everything the course page shows a signed-in member. */
export const courseLearningSchema = z.object({
  courseId: z.string(),
  /** null before the member's first step on this course (no enrollment yet). */
  enrollment: enrollmentSchema.pick({ id: true, status: true, progress: true, updatedAt: true }).nullable(),
  assessment: assessmentStandingSchema.extend(assessmentAllowanceSchema.shape),
  project: projectSubmissionSchema.nullable(),
  certificate: myCertificateSchema.nullable(),
});
export type CourseLearning = z.infer<typeof courseLearningSchema>;

/**
 * GET /api/me/enrollments: the member's real enrollments, in progress first, then most recently
 * updated. The account fields are left out (they are the member's own); the course's facts its
 * dashboard card shows are added.
 */
export const myEnrollmentSchema = enrollmentSchema
  .omit({ userId: true, userName: true })
  .extend(courseSchema.pick({ category: true, level: true, durationHrs: true, rating: true }).shape);
export type MyEnrollment = z.infer<typeof myEnrollmentSchema>;

/** PATCH /api/admin/project-submissions/:id. A comment is required when asking for changes. */
export const projectReviewInputSchema = z
  .object({
    status: z.enum(['accepted', 'changes_requested'], { error: MESSAGES.reviewStatusInvalid }),
    comment: fieldRules.paragraph.trim().optional(),
  })
  .refine((review) => review.status !== 'changes_requested' || Boolean(review.comment), {
    error: MESSAGES.reviewCommentRequired,
    path: ['comment'],
  });
export type ProjectReviewInput = z.infer<typeof projectReviewInputSchema>;

/**
 * GET /api/admin/project-submissions (?status=&limit=&page=, newest first) and the PATCH answer: a
 * submission with whose and which course's it is, for the control panel's review.
 */
export const adminProjectSubmissionSchema = projectSubmissionSchema.extend({
  userId: z.string(),
  memberName: z.string(),
  courseTitle: z.string(),
});
export type AdminProjectSubmission = z.infer<typeof adminProjectSubmissionSchema>;

/** PATCH /api/admin/certificates/:id: revoke (or restore) a certificate. */
export const certificateStatusInputSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES, { error: MESSAGES.certificateStatusInvalid }),
});

/** The PATCH /api/admin/certificates/:id answer: the certificate, whose it is and when it was revoked. */
export const adminCertificateSchema = myCertificateSchema.extend({
  userId: z.string(),
  holderName: z.string(),
  revokedAt: z.string().optional(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** GET /api/certificates/:code (public): whether a certificate is real, and nothing else about its holder. */
export const certificateVerificationSchema = adminCertificateSchema.pick({
  code: true,
  status: true,
  holderName: true,
  courseTitle: true,
  issuedAt: true,
  revokedAt: true,
  cpd: true,
  credentialUrl: true,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** The admin's enrollment row gains the learner's assessment, project and certificate. */
export const enrollmentLearningSchema = z.object({
  bestScore: z.number().nullable(),
  projectStatus: z.enum(PROJECT_STATUSES).nullable(),
  projectSubmissionId: z.string().nullable(),
  certificate: myCertificateSchema.pick({ id: true, code: true, status: true }).nullable(),
});
export type EnrollmentLearning = z.infer<typeof enrollmentLearningSchema>;

/** GET /api/admin/enrollments rows (and the PATCH answer): the enrollment with the learner's results. */
export const adminEnrollmentSchema = enrollmentSchema.extend(enrollmentLearningSchema.shape);
export type AdminEnrollment = z.infer<typeof adminEnrollmentSchema>;
