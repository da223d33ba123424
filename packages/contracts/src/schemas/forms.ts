import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { submittedRating } from '../constants/limits';
import {
  JOURNAL_IMPACT_OPTIONS,
  JOURNAL_PROCESSING_OPTIONS,
  JOURNAL_PUBLISHER_OPTIONS,
  WIZARD_DATA_TYPES,
} from '../constants/options';
import { MESSAGES } from '../messages';
import { fieldRules } from './fields';
import { email, oneOf, requiredText, textOfAtLeast } from './primitives';

/** Public review submission: what the member wrote. The author comes from the session on the server. */
export const reviewSubmissionSchema = z.object({
  service: requiredText(MESSAGES.reviewMissingDetails).pipe(fieldRules.reviewService),
  quote: requiredText(MESSAGES.reviewMissingDetails).pipe(fieldRules.paragraph),
  // Clamped to 1–5 and rounded to the 0.1 step, never rejected (submittedRating).
  rating: z.preprocess(submittedRating, z.number()),
});
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;
export type ReviewSubmissionValues = z.input<typeof reviewSubmissionSchema>;

export const newsletterSchema = z.object({
  email: email(MESSAGES.invalidEmail),
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
});

/** The scoping wizard, one schema per step so Next validates only the current step. */
export const wizardSteps = [
  {
    title: 'Data essentials',
    schema: z.object({
      dataType: oneOf(WIZARD_DATA_TYPES, MESSAGES.required),
      sampleSize: requiredText(MESSAGES.required),
      variables: requiredText(MESSAGES.required),
    }),
  },
  {
    title: 'Objectives',
    schema: z.object({ objectives: textOfAtLeast(10, MESSAGES.objectivesTooShort) }),
  },
  {
    title: 'Deliverables',
    schema: z.object({
      deliverables: z.array(z.string(), { error: MESSAGES.deliverablesRequired }).min(1, {
        error: MESSAGES.deliverablesRequired,
      }),
    }),
  },
  {
    title: 'Timeline & budget',
    schema: z.object({
      timeline: requiredText(MESSAGES.timelineRequired),
      budget: requiredText(MESSAGES.budgetRequired),
    }),
  },
] as const;

export const wizardSchema = wizardSteps[0].schema
  .extend(wizardSteps[1].schema.shape)
  .extend(wizardSteps[2].schema.shape)
  .extend(wizardSteps[3].schema.shape);
export type WizardValues = z.input<typeof wizardSchema>;

/** The wizard before a visitor answers: CSV data, every other question empty. */
export const wizardEmptyValues: WizardValues = {
  dataType: 'CSV',
  sampleSize: '',
  variables: '',
  objectives: '',
  deliverables: [],
  timeline: '',
  budget: '',
};

export const journalSchema = z.object({
  keywords: textOfAtLeast(5, MESSAGES.journalKeywords),
  impact: z.enum(JOURNAL_IMPACT_OPTIONS),
  processing: z.enum(JOURNAL_PROCESSING_OPTIONS),
  publisher: z.enum(JOURNAL_PUBLISHER_OPTIONS),
  openAccess: z.boolean(),
});
export type JournalValues = z.input<typeof journalSchema>;

export const writerSchema = z.object({
  topic: textOfAtLeast(10, MESSAGES.writerTopic),
  dataset: textOfAtLeast(5, MESSAGES.writerDataset),
  methodology: textOfAtLeast(5, MESSAGES.writerMethodology),
  outcomes: textOfAtLeast(5, MESSAGES.writerOutcomes),
});
export type WriterValues = z.input<typeof writerSchema>;

/**
 * Line breaks and other control characters (C0, DEL, NEL and the Unicode line and paragraph
 * separators): a one-line field holds none, since a header or a line of a mail is built from it.
 */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029;
  });

export const contactSchema = z.object({
  name: textOfAtLeast(2, MESSAGES.contactName).refine((name) => !hasControlCharacter(name), {
    error: MESSAGES.nameOneLine,
  }),
  email: email(MESSAGES.contactEmail),
  message: textOfAtLeast(10, MESSAGES.contactMessage),
});
export type ContactValues = z.input<typeof contactSchema>;
