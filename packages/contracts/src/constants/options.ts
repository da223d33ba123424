/** Option lists that forms, filters and the server share. */

import { JOURNAL_IMPACT_BANDS } from './journals';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The labels of a course's numbers, the same in the control panel's form and in /cms. */
export const COURSE_FIELD_LABELS = { durationHrs: 'Duration (hours)', price: 'Price (USD)' } as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ENROLLMENT_STATUSES = ['in_progress', 'completed', 'cancelled'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const SERVICE_REQUEST_STATUSES = ['in_review', 'in_progress', 'completed', 'rejected'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Human labels for the status values above. */
export const STATUS_LABELS: Record<ReviewStatus | EnrollmentStatus | ServiceRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  in_review: 'In review',
};

/** The service filter of the portfolio and reviews pages. */
export const SERVICE_FILTERS = ['Data Analysis', 'Research Services', 'AI Tools'] as const;
export type ServiceFilter = (typeof SERVICE_FILTERS)[number];

export const WIZARD_DATA_TYPES = ['CSV', 'Excel', 'SPSS', 'Other'] as const;
export const WIZARD_DELIVERABLES = [
  'Statistical analysis plan',
  'Results tables and figures',
  'Narrative report',
  'Annotated code',
  'Slide deck',
  'Consultation call',
] as const;
export const WIZARD_TIMELINES = ['2 weeks', '4 weeks', '6-8 weeks', 'Flexible'] as const;
export const WIZARD_BUDGETS = ['Under 500', '500-2,000', '2,000-5,000', 'Over 5,000'] as const;

/** The impact preference chooses among the bands the team notes for a journal. */
export const JOURNAL_IMPACT_OPTIONS = JOURNAL_IMPACT_BANDS;
export const JOURNAL_PROCESSING_OPTIONS = ['Express', 'Standard (6-10 weeks)', 'Flexible'] as const;
/**
 * "Any or three named publishers": the three with the most journals in the seeded catalogue. The
 * filter keeps journals whose publisher is written exactly so in /cms.
 */
export const JOURNAL_PUBLISHER_OPTIONS = ['Any', 'Elsevier', 'Springer Nature', 'Wiley'] as const;

/**
 * Services a member can review: the three service filters plus the courses (the CMS's review
 * `service` field names the same four).
 */
export const REVIEW_SERVICES = [...SERVICE_FILTERS, 'Courses'] as const;
export type ReviewService = (typeof REVIEW_SERVICES)[number];

/** What a lead is: which form or button sent it. */
export const LEAD_KINDS = ['contact', 'quote', 'scope', 'info-pack', 'plan'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contact message',
  quote: 'Quote request',
  scope: 'Scope request',
  'info-pack': 'Info pack request',
  plan: 'Plan choice',
};

/** Where the team is with a lead; every new lead starts as `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
