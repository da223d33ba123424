import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import {
  CPD_HOURS,
  DISPLAY_ORDER,
  DURATION_HRS,
  LIST_MAX,
  PRICE,
  PROGRESS,
  RATING,
  TEXT_MAX,
  YEAR,
} from '../constants/limits';
import { REVIEW_SERVICES, SERVICE_FILTERS } from '../constants/options';
import { MESSAGES } from '../messages';

/**
 * One rule per limited value, each with its sentence. The /api input schemas build on these, and
 * the Payload collections validate with the same rules (apps/cms/src/collections/rules.ts), so the
 * control panel, /cms and scripts refuse the same values with the same words. The bounds themselves
 * are in constants/limits.ts, where the collections also read min, max and maxRows for their inputs.
 */

/** A one-line text of at most TEXT_MAX.short characters; each kind says what it is when too long. */
const shortLine = (message: string) => z.string().max(TEXT_MAX.short, { error: message });
const title = shortLine(MESSAGES.titleTooLong);
const line = shortLine(MESSAGES.lineTooLong);
const range = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message });
const atMost = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.array(item).max(max, { error: message });

export const fieldRules = {
  /** Titles: a course's, a project's, a lesson's, a page's. */
  title,
  /** A person's name. */
  name: shortLine(MESSAGES.nameTooLong),
  /** Other one-line texts: categories, domains, labels, features, answers such as a sample size. */
  line,
  /** Summaries, quotes, details. */
  paragraph: z.string().max(TEXT_MAX.long, { error: MESSAGES.textTooLong }),
  link: z.string().max(TEXT_MAX.url, { error: MESSAGES.linkTooLong }),
  tags: atMost(
    z.string({ error: MESSAGES.tagInvalid }).max(TEXT_MAX.tag, { error: MESSAGES.tagTooLong }),
    LIST_MAX.tags,
    MESSAGES.tooManyTags,
  ),
  features: atMost(line, LIST_MAX.features, MESSAGES.tooManyFeatures),
  modules: atMost(z.unknown(), LIST_MAX.modules, MESSAGES.tooManyModules),
  lessons: atMost(title, LIST_MAX.lessons, MESSAGES.tooManyLessons),
  offices: atMost(z.unknown(), LIST_MAX.offices, MESSAGES.tooManyOffices),
  numbers: atMost(z.unknown(), LIST_MAX.numbers, MESSAGES.tooManyNumbers),
  /** More than DURATION_HRS.min hours: a course of no length is not a course. */
  durationHrs: z
    .number({ error: MESSAGES.durationRange })
    .gt(DURATION_HRS.min, { error: MESSAGES.durationRange })
    .max(DURATION_HRS.max, { error: MESSAGES.durationRange }),
  /** More than CPD_HOURS.min, in quarter hours: an hour and a half is 1.5, never 1.4. */
  cpdHours: z
    .number({ error: MESSAGES.cpdHoursRange })
    .gt(CPD_HOURS.min, { error: MESSAGES.cpdHoursRange })
    .max(CPD_HOURS.max, { error: MESSAGES.cpdHoursRange })
    .multipleOf(CPD_HOURS.step, { error: MESSAGES.cpdHoursRange }),
  rating: range(RATING, MESSAGES.ratingRange),
  price: range(PRICE, MESSAGES.priceRange),
  // The range first: 1e20 is out of range (the sentence that helps) before it is not a safe integer.
  year: range(YEAR, MESSAGES.yearRange).int({ error: MESSAGES.projectYear }),
  progress: range(PROGRESS, MESSAGES.progressRange).int({ error: MESSAGES.progressRange }),
  displayOrder: range(DISPLAY_ORDER, MESSAGES.orderRange),
  reviewService: z.enum(REVIEW_SERVICES, { error: MESSAGES.reviewServiceInvalid }),
  projectService: z.enum(SERVICE_FILTERS, { error: MESSAGES.serviceInvalid }),
} as const;
