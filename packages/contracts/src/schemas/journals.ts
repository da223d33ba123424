import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import {
  ISSN_PATTERN,
  JOURNAL_ACCESS_MODELS,
  JOURNAL_APC_USD,
  JOURNAL_DECISION_WEEKS,
  JOURNAL_IMPACT_BANDS,
  JOURNAL_INDEXES,
  JOURNAL_STUDY_TYPES,
  JOURNAL_SUBJECTS,
} from '../constants/journals';
import { MESSAGES } from '../messages';

const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(bounds.min, { error: message }).max(bounds.max, {
    error: message,
  });

/**
 * The rules of the catalogue's own fields: /cms validates with them (apps/cms/src/collections/rules.ts),
 * so an editor meets the same sentence wherever the value comes from.
 */
export const journalFieldRules = {
  issn: z.string().regex(ISSN_PATTERN, { error: MESSAGES.issnInvalid }),
  homepage: z.url({ protocol: /^https$/, error: MESSAGES.homepageInvalid }),
  apcUsd: wholeNumber(JOURNAL_APC_USD, MESSAGES.apcRange),
  decisionWeeks: wholeNumber(JOURNAL_DECISION_WEEKS, MESSAGES.decisionWeeksRange),
} as const;

/**
 * GET /api/journals: one journal of the catalogue as the finder ranks it. A fact the team has not
 * recorded is left out (the page says "not listed"); `impactBand` is the team's own note, not a
 * published metric.
 */
export const catalogueJournalSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  issnPrint: z.string().optional(),
  issnElectronic: z.string().optional(),
  homepage: z.string(),
  scope: z.string(),
  subjects: z.array(z.enum(JOURNAL_SUBJECTS)),
  studyTypes: z.array(z.enum(JOURNAL_STUDY_TYPES)),
  access: z.enum(JOURNAL_ACCESS_MODELS),
  apcUsd: z.number().optional(),
  decisionWeeks: z.number().optional(),
  impactBand: z.enum(JOURNAL_IMPACT_BANDS).optional(),
  indexing: z.array(z.enum(JOURNAL_INDEXES)),
});
export type CatalogueJournal = z.infer<typeof catalogueJournalSchema>;
