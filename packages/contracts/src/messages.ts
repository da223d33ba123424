import type { QuoteRecommendation } from './constants/budgets';
import {
  ADMIN_PASSWORD_MIN,
  CPD_HOURS,
  DISPLAY_ORDER,
  DURATION_HRS,
  LIST_LIMIT,
  LIST_MAX,
  PASSWORD_MIN,
  PRICE,
  PROGRESS,
  RATING,
  TEXT_MAX,
  YEAR,
} from './constants/limits';
// From the zod-free constants: every page of the site loads these sentences.
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from './constants/media';
import { ASSESSMENT, ASSESSMENT_ATTEMPT_BUDGET, PROJECT_FILE_MAX_BYTES } from './constants/learning';
import { JOURNAL_APC_USD, JOURNAL_DECISION_WEEKS } from './constants/journals';
import { LEAD_KINDS, LEAD_STATUSES, REVIEW_SERVICES, SERVICE_FILTERS } from './constants/options';
import { ORDER_FILE_LABELS, ORDER_FILE_MAX_BYTES } from './constants/orders';
import { formatNumber } from './constants/numbers';
import { SITE_MESSAGES } from './site-messages';

/** The sentences below name some forty numbers as this module is evaluated, on every page. */
const n = formatNumber;
/** "A, B or C". */
const either = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
/** "Choose one of the listed plans", naming the choices when they are given. */
const chooseListed = (things: string, choices?: readonly string[]) =>
  `Choose one of the listed ${things}${choices ? `: ${either(choices)}` : ''}`;
/** "Use at most 20 tags". */
const useAtMost = (max: number, things: string) => `Use at most ${n(max)} ${things}`;
/** "Keep links to 2,000 characters or fewer". */
const keepTo = (max: number, what: string) => `Keep ${what} to ${n(max)} characters or fewer`;

/**
 * Every user-visible sentence (validation, errors and toasts), written once.
 * The server's error bodies, the site's field errors and its toasts all read from here; the few
 * the site's shell shows live in site-messages.ts and are part of MESSAGES too.
 */
export const MESSAGES = {
  credentialsRequired: 'Email and password are required',
  invalidEmail: 'Enter a valid email',
  passwordTooShort: `At least ${PASSWORD_MIN} characters`,
  nameTooShort: 'Tell us your name',
  countryInvalid: chooseListed('countries'),
  consentRequired: 'Consent is required',

  required: 'Required',
  objectivesTooShort: 'Describe your research question',
  deliverablesRequired: 'Select at least one deliverable',
  timelineRequired: 'Timeline is required',
  budgetRequired: 'Budget helps us recommend the right tier',

  reviewMissingDetails: 'Please select a service and share your story',
  reviewSignIn: 'Sign in to share your experience.',

  courseRequired: 'Title and category are required',
  courseNumbers: 'Duration, rating, and price must be numbers',
  courseLevel: 'Choose a level: Beginner, Intermediate or Advanced',

  projectRequired: 'Title, domain, and summary are required',
  projectYear: 'Year must be a number',

  adminReviewRequired: 'Name, service, and quote are required',
  adminReviewRating: 'Rating must be numeric',
  ratingRange: `Rating must be between ${RATING.min} and ${RATING.max}`,
  statusInvalid: chooseListed('statuses'),

  adminUserRequired: 'Name and email are required',
  adminPassword: `Password must be at least ${ADMIN_PASSWORD_MIN} characters`,
  planInvalid: chooseListed('plans'),
  roleInvalid: chooseListed('roles'),

  progressRange: `Progress must be between ${PROGRESS.min} and ${PROGRESS.max}`,
  nothingToUpdate: 'Nothing to update',
  serviceInvalid: chooseListed('services', SERVICE_FILTERS),
  reviewServiceInvalid: chooseListed('services', REVIEW_SERVICES),
  publishedInvalid: 'Published must be true or false',
  rememberInvalid: 'Remember me must be true or false',
  lastAdmin: 'At least one admin must remain: make someone else an admin first',

  journalKeywords: 'Describe your manuscript',
  journalCatalogueFailed: 'The journal catalogue could not be loaded. Check your connection and try again.',
  issnInvalid: 'Write an ISSN as four digits, a hyphen and four more (the last may be X), e.g. 1471-2458',
  homepageInvalid: "Give the journal's homepage as a full https:// address",
  apcRange: `The APC is a whole number of US dollars from ${n(JOURNAL_APC_USD.min)} to ${n(JOURNAL_APC_USD.max)}`,
  decisionWeeksRange: `Weeks to a first decision are a whole number from ${n(JOURNAL_DECISION_WEEKS.min)} to ${n(JOURNAL_DECISION_WEEKS.max)}`,
  writerTopic: 'Describe your study topic',
  writerDataset: 'Provide dataset details',
  writerMethodology: 'Outline the methodology',
  writerOutcomes: 'Add primary outcomes',

  contactName: 'Enter your name',
  nameOneLine: 'Write your name on one line',
  contactEmail: 'Valid email required',
  contactMessage: 'How can we help?',

  // Server sentences (docs/api.md).
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You do not have permission to do that',
  crossSite: 'Cross-site requests are not allowed',
  notFound: 'Not found',
  pageNotFound: 'Page not found',
  pageEntryRepeated: 'Each plan, service or discount can have only one entry on the page',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  accountLocked: 'This account is locked after too many failed sign-ins. Try again in a few minutes.',
  resetLinkInvalid: 'This reset link is not valid or has expired. Ask for a new one below.',
  bodyTooLarge: 'The request body is too large',
  notJson: 'Send the request body as JSON',
  malformedBody: 'The request body is not valid JSON',
  bodyTooDeep: 'The request body is nested too deeply',
  malformedForm: 'The form data could not be read',
  badValue: 'A value in the request is out of range',
  lengthRequired: 'Send the request body with a Content-Length',
  cmsEditorsOnly: 'Only editors and admins can use the CMS',
  notJsonOrForm: 'Send the request body as JSON or form data',
  methodNotAllowed: 'This address does not accept that method',
  databaseUnavailable: 'The database is not available right now',
  shuttingDown: 'This server is shutting down',
  migrationsPending: 'The database is not migrated yet',
  unexpected: 'Something went wrong on our side. Please try again.',
  unreadableBody: 'The request body could not be read',
  malformedUrl: 'The request address is not valid',
  nulCharacter: 'Text cannot contain a null character',
  listLimitInvalid: `Limit must be a whole number from 1 to ${n(LIST_LIMIT.max)}`,
  listPageInvalid: `Page must be a whole number from 1 to ${n(LIST_LIMIT.maxPage)}`,
  filterTextInvalid: `Filter with one text of ${n(TEXT_MAX.short)} characters or fewer`,
  yearFilterInvalid: `Filter by a year from ${YEAR.min} to ${YEAR.max}`,

  // Input limits (constants/limits.ts).
  titleTooLong: keepTo(TEXT_MAX.short, 'the title'),
  nameTooLong: keepTo(TEXT_MAX.short, 'the name'),
  lineTooLong: keepTo(TEXT_MAX.short, 'this field'),
  textTooLong: keepTo(TEXT_MAX.long, 'summaries, quotes and details'),
  linkTooLong: keepTo(TEXT_MAX.url, 'links'),
  tooManyTags: useAtMost(LIST_MAX.tags, 'tags'),
  tagTooLong: keepTo(TEXT_MAX.tag, 'each tag'),
  tagInvalid: 'Write each tag as text',
  tooManyFeatures: useAtMost(LIST_MAX.features, 'features'),
  tooManyModules: useAtMost(LIST_MAX.modules, 'modules'),
  tooManyLessons: useAtMost(LIST_MAX.lessons, 'lessons per module'),
  tooManyOffices: useAtMost(LIST_MAX.offices, 'offices'),
  tooManyNumbers: useAtMost(LIST_MAX.numbers, 'numbers'),
  durationRange: `Duration must be more than ${n(DURATION_HRS.min)} and at most ${n(DURATION_HRS.max)} hours`,
  cpdHoursRange: `CPD hours must be more than ${n(CPD_HOURS.min)} and at most ${n(CPD_HOURS.max)}, in quarter hours`,
  priceRange: `Price must be between ${n(PRICE.min)} and ${n(PRICE.max)}`,
  yearRange: `Year must be between ${YEAR.min} and ${YEAR.max}`,
  orderRange: `Display order must be between ${n(DISPLAY_ORDER.min)} and ${n(DISPLAY_ORDER.max)}`,
  mediaType: 'Upload a JPEG, PNG, WebP or AVIF image',
  mediaTooLarge: `Upload an image of ${n(MEDIA_MAX_BYTES / 1024 / 1024)} MB or less`,
  mediaTooManyPixels: `Upload an image of at most ${n(MEDIA_MAX_PIXELS / 1_000_000)} megapixels (for example 6,000 × 4,000 pixels)`,
  mediaAltRequired: 'Describe the image for people who cannot see it',
  routeInvalid: 'A route is a path on this site: one / then the path (e.g. /courses)',
  chatLinkInvalid: 'Enter a link that starts with https://',

  // Leads and newsletter.
  quoteEmailRequired: 'Add your email so we can send your quote',
  scopeItemInvalid: chooseListed('a-la-carte services'),
  scopeDetailsTooShort: 'Tell us what you need help with',
  billingCycleInvalid: 'Choose monthly, annual or project billing',
  deliverableInvalid: 'Choose deliverables from the list',
  tooManySubmissions: 'Too many submissions from your network. Please wait a few minutes and try again.',
  newsletterLinkInvalid: 'This link is not valid. Use the link in your most recent email from us.',
  newsletterLinkExpired: 'This confirmation link has expired. Sign up again to get a new one.',

  // The control panel's Inbox.
  leadKindInvalid: chooseListed('kinds', LEAD_KINDS),
  leadStatusInvalid: chooseListed('statuses', LEAD_STATUSES),
  searchInvalid: `Search with one text of ${n(TEXT_MAX.short)} characters or fewer`,
  notesInvalid: 'Write the notes as text',

  // Learning: the control panel's project review.
  reviewCommentRequired: 'Write a comment that tells the member what to change',

  // Course projects and certificates (docs/api.md "Learning").
  projectFileType: 'Upload your project as a PDF file',
  projectFileTooLarge: `Upload a PDF of ${n(PROJECT_FILE_MAX_BYTES / 1024 / 1024)} MB or less`,
  projectFileOrLink: 'Add a PDF of your project or a link to it',
  projectLinkInvalid: 'Enter a link that starts with http:// or https://',
  projectTitleRequired: 'Give your project a title',
  projectDescriptionRequired: 'Describe your project in a few sentences',
  projectAlreadyAccepted: 'Your project for this course is already accepted',
  projectFileMissing: 'This submission has no file',
  reviewStatusInvalid: 'Choose accepted or changes requested',
  projectStatusFilterInvalid: 'Filter by submitted, accepted or changes requested',
  certificateStatusInvalid: 'Choose valid or revoked',
  certificateNotFound: 'No certificate has this code',
  courseHasCertificates: 'This course has issued certificates, so it cannot be deleted: unpublish it instead',

  // Learning (docs/api.md "Learning").
  progressActionInvalid: 'Choose an action: complete, reset or merge',
  assessmentMissing: 'This course has no assessment yet',
  answersInvalid: 'Send your answers as a list of option indexes (0 for the first option), one per question',
  answersCount: 'Answer every question: send exactly one answer per question',
  answerOutOfRange: "Each answer must be the index of one of its question's options (0 for the first)",
  passMarkRange: `The pass mark must be a whole number from ${ASSESSMENT.passMark.min} to ${ASSESSMENT.passMark.max}`,
  tooManyQuestions: useAtMost(ASSESSMENT.maxQuestions, 'questions'),
  optionsCount: `Give each question ${ASSESSMENT.minOptions} to ${ASSESSMENT.maxOptions} options`,
  correctOptionRange: "The correct option must be the number of one of this question's options (1 for the first)",

  // Orders (docs/api.md "Orders"): a member's project, its messages and files, the team's side.
  orderServiceInvalid: chooseListed('services'),
  orderFileType: `Upload a ${ORDER_FILE_LABELS} file`,
  orderFileTooLarge: `Upload files of ${n(ORDER_FILE_MAX_BYTES / 1024 / 1024)} MB or less`,
  orderFileMissing: 'Choose a file to upload',
  orderFileNameMismatch: 'This file is not what its name says: check the file and upload it again',
  orderUploadBudget:
    'Your account has reached its upload allowance for today. Try again tomorrow, or send a link in a message.',
  messageRequired: 'Write a message',
  messageTooLong: keepTo(TEXT_MAX.long, 'a message'),
  tooManyMessages: 'You have sent many messages in a short time. Please wait a few minutes and try again.',
  dueDateInvalid: 'Enter the delivery date as a calendar date (YYYY-MM-DD)',
  assigneeInvalid: 'Assign the order to one of the admins',
  notificationIdsInvalid: 'Send the notifications to mark as a list of their ids',
  planEmailRequired: 'Add your email so we can send your invoice',

  // The course page's assessment form (checked before it is sent; the server refuses with answersCount).
  questionUnanswered: 'Choose an answer to this question',
  // Its result: until a pass only the count of right answers, so the key cannot be read out of it.
  assessmentMissedAfterPass:
    'Which answers were wrong is shown once you pass. Until then, your score says how many were right.',

  // What the site's shell shows on any page (courseNotFound, malformedJson): kept apart so that a
  // page's shell does not carry every sentence of this file.
  ...SITE_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "about 5 hours", "about 1 hour", "about 20 minutes": a wait in words, rounded up. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Which allowance of ASSESSMENT_ATTEMPT_BUDGET an attempt ran out of. */
export type AssessmentLimit = 'course' | 'account';

/** The 429 of an assessment attempt past its allowance, with the wait until the next one. */
export function assessmentLimitMessage(limit: AssessmentLimit, retryAfterS: number): string {
  const { perCourse, perAccount, windowHours } = ASSESSMENT_ATTEMPT_BUDGET;
  const used =
    limit === 'course'
      ? `You have used the ${perCourse} attempts this assessment allows in ${windowHours} hours.`
      : `You have used the ${perAccount} assessment attempts your account allows in ${windowHours} hours.`;
  return `${used} You can try again in ${waitInWords(retryAfterS)}.`;
}

/** What the course page says about the attempts left (`nextAttemptInS` when none is). */
export function attemptsLeftMessage(attemptsLeft: number, nextAttemptInS: number | null): string {
  if (attemptsLeft > 0) {
    return `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left in the next ${ASSESSMENT_ATTEMPT_BUDGET.windowHours} hours.`;
  }
  return `No attempts left for now: you can try again in ${waitInWords(nextAttemptInS ?? 0)}.`;
}

export interface ToastText {
  title: string;
  message: string;
}

/** Failure toasts: the title, and the fallback message used when the error carries none. */
export const FAILURE_TOASTS = {
  reviewSubmit: { title: 'Submission failed', message: 'Unable to submit review' },
  signIn: { title: 'Sign in failed', message: 'Unable to sign in' },
  signUp: { title: 'Sign up failed', message: 'Unable to create account.' },
  resetLink: { title: 'Link not sent', message: 'Check your connection and try again.' },
  passwordReset: { title: 'Password not changed', message: 'Check your connection and try again.' },
  courseSave: { title: 'Course save failed', message: 'Unable to save course' },
  courseDelete: { title: 'Course delete failed', message: 'Unable to delete course' },
  projectSave: { title: 'Project save failed', message: 'Unable to save project' },
  projectDelete: { title: 'Project delete failed', message: 'Unable to delete project' },
  reviewSave: { title: 'Review save failed', message: 'Unable to save review' },
  reviewDelete: { title: 'Review delete failed', message: 'Unable to delete review' },
  reviewStatus: { title: 'Status update failed', message: 'Unable to update review status' },
  reviewRestore: { title: 'Undo failed', message: 'Unable to restore the review' },
  userSave: { title: 'User save failed', message: 'Unable to save user' },
  enrollmentUpdate: { title: 'Enrollment update failed', message: 'Unable to update enrollment' },
  requestUpdate: { title: 'Request update failed', message: 'Unable to update request' },
  leadUpdate: { title: 'Lead update failed', message: 'Unable to update lead' },
  projectReview: { title: 'Review failed', message: 'Unable to save the review' },
  certificateUpdate: { title: 'Certificate update failed', message: 'Unable to update the certificate' },
  reviewMissingDetails: { title: 'Missing details', message: 'Please select a service and share your story' },
  reviewSignIn: { title: 'Please sign in', message: 'Sign in to share your experience.' },
  // The course page's learning: the server's sentence when it sent one, else this.
  progressSave: { title: 'Progress not saved', message: 'Check your connection and try again.' },
  assessmentLoad: { title: 'Assessment not loaded', message: 'Check your connection and try again.' },
  assessmentSubmit: { title: 'Answers not sent', message: 'Your answers are still here. Try again.' },
  projectSubmit: { title: 'Project not sent', message: 'Check the file or the link and try again.' },
  // Orders: the server's sentence when it sent one, else this.
  orderStart: { title: 'Project not started', message: 'Your details are still here. Try again.' },
  orderMessage: { title: 'Message not sent', message: 'Your message is still here. Try again.' },
  orderUpload: { title: 'File not uploaded', message: 'Check the file and try again.' },
  orderLoad: { title: 'Order not loaded', message: 'Check your connection and try again.' },
  // The public forms: the server's sentence when it sent one, else this.
  leadSubmit: { title: 'Not sent', message: 'We could not send this. Check your connection and try again.' },
} as const satisfies Record<string, ToastText>;

/** Success toasts. */
export const SUCCESS_TOASTS = {
  newsletter: {
    title: 'Newsletter joined',
    message: 'Thanks for subscribing. Watch your inbox for the next research digest.',
  },
  reviewSubmitted: {
    title: 'Review submitted',
    message: 'Thank you! Your review is pending approval by our admin team.',
  },
  welcomeBack: { title: 'Welcome back', message: 'You are signed in.' },
  passwordChanged: { title: 'Password changed', message: 'You are signed in with your new password.' },
  accountCreated: { title: 'Account created', message: 'Your Manara Research account is ready.' },
  checkout: {
    title: 'Checkout ready',
    message: 'No payment is taken online yet: our team will send your invoice by e-mail.',
  },
  courseCreated: { title: 'Course created', message: 'The course is now in the catalog.' },
  courseUpdated: { title: 'Course updated', message: 'Your changes are saved.' },
  courseRemoved: { title: 'Course removed', message: 'The course is no longer in the catalog.' },
  projectCreated: { title: 'Project created', message: 'The project is now in the portfolio.' },
  projectUpdated: { title: 'Project updated', message: 'Your changes are saved.' },
  projectRemoved: { title: 'Project removed', message: 'The project is no longer in the portfolio.' },
  reviewCreated: { title: 'Review created', message: 'The review is saved.' },
  reviewUpdated: { title: 'Review updated', message: 'Your changes are saved.' },
  reviewRemoved: { title: 'Review removed', message: 'The review is deleted.' },
  reviewRestored: { title: 'Review restored', message: 'The review is back as it was.' },
  userCreated: { title: 'User created', message: 'The account is ready to sign in.' },
  userUpdated: { title: 'User updated', message: 'Your changes are saved.' },
  enrollmentUpdated: { title: 'Enrollment updated', message: 'Status and progress are saved.' },
  requestUpdated: { title: 'Request updated', message: 'The service request is saved.' },
  leadUpdated: { title: 'Lead updated', message: 'Status and notes are saved.' },
  projectAccepted: { title: 'Project accepted', message: 'The member sees the outcome on the course page.' },
  projectChangesRequested: { title: 'Changes requested', message: 'The member sees your comment on the course page.' },
  certificateRevoked: { title: 'Certificate revoked', message: 'Its public page now says it is revoked.' },
  certificateRestored: { title: 'Certificate restored', message: 'Its public page now says it is valid.' },
  projectSubmitted: { title: 'Project submitted', message: 'A Manara tutor reviews it and writes to you here.' },
  certificateIssued: { title: 'Certificate issued', message: 'Download it, or share its verification page.' },
  draft: { title: 'Draft ready', message: 'Review each section, then copy or export it.' },
  exported: { title: 'Exported', message: 'research-writer.md is downloading.' },
  messageSent: { title: 'Message sent', message: 'Thanks for reaching out. We reply within one business day.' },
  projectStarted: {
    title: 'Project started',
    message: 'Our team reviews it and replies in your workspace within one business day.',
  },
  fileUploaded: { title: 'File uploaded', message: 'It is in the order, with your name and the time.' },
  deliverableUploaded: { title: 'Deliverable uploaded', message: 'The member is told by e-mail.' },
  scopeRequested: {
    title: 'Request sent',
    message: 'Our team replies with a scope, a fixed quote and a timeline within one business day.',
  },
} as const satisfies Record<string, ToastText>;

/**
 * "Recommendations updated" after the journal finder ranks the catalogue: how many journals matched
 * and how many show first.
 */
export function recommendationsToast(matched: number, shown: number): ToastText {
  const title = 'Recommendations updated';
  if (matched === 0) return { title, message: 'No journal matches yet: try other words or wider filters.' };
  if (matched === 1) return { title, message: 'One journal matches your manuscript.' };
  return { title, message: `${n(matched)} journals match your manuscript; the best ${n(shown)} are first.` };
}

/** "Review {status}" toast after moderation. */
export function reviewStatusToast(status: string): ToastText {
  return { title: `Review ${status}`, message: `The review is now ${status}.` };
}

/** What happens after a quote, in the toast, on the result and in the mail. */
export const QUOTE_NEXT_STEP = 'A formal quote follows by e-mail within 1 business day.';

/**
 * "Quote ready" toast: the recommended plan's monthly price, formal quote by e-mail within 1
 * business day. The plan is the one that fits the chosen budget (constants/budgets.ts), so the toast
 * and the quote's result say the same; for the middle band it is the product's Pro sentence word for word.
 */
export function quoteToast(recommendation: QuoteRecommendation): ToastText {
  return { title: 'Quote ready', message: `${recommendationSentence(recommendation)} ${QUOTE_NEXT_STEP}` };
}

/** "We recommend the Team plan at SAR 799 per month.": the quote's advice in one sentence. */
export function recommendationSentence({ plan, monthly }: QuoteRecommendation): string {
  return monthly
    ? `We recommend the ${plan} plan at ${monthly} per month.`
    : `We recommend the ${plan} plan, priced for your project.`;
}
