/**
 * The journal catalogue editors curate in /cms and the journal finder ranks in the browser
 * (docs/decisions/020-journal-catalogue.md): its option lists, the finder's limits and its rules.
 */

/** How a journal's articles are read: every article free, a choice per article, or behind a subscription. */
export const JOURNAL_ACCESS_MODELS = ['open', 'hybrid', 'subscription'] as const;
export type JournalAccessModel = (typeof JOURNAL_ACCESS_MODELS)[number];
export const JOURNAL_ACCESS_LABELS: Record<JournalAccessModel, string> = {
  open: 'Open access',
  hybrid: 'Hybrid (open access for a fee)',
  subscription: 'Subscription',
};

/**
 * The impact bands the team notes for a journal from its own public pages (an empty band is "not
 * listed"). The same three as the finder's impact preference.
 */
export const JOURNAL_IMPACT_BANDS = ['2-5', '5-8', '8+'] as const;
export type JournalImpactBand = (typeof JOURNAL_IMPACT_BANDS)[number];

/** Where a journal is indexed, as the catalogue records it. */
export const JOURNAL_INDEXES = ['MEDLINE', 'Scopus', 'DOAJ'] as const;
export type JournalIndex = (typeof JOURNAL_INDEXES)[number];

/** The subject areas a journal covers; the finder ranks on them with the scope. */
export const JOURNAL_SUBJECTS = [
  'General medicine',
  'Cardiology',
  'Oncology',
  'Infectious disease',
  'Critical care',
  'Emergency medicine',
  'Anaesthesia',
  'Surgery',
  'Paediatrics',
  'Obstetrics and gynaecology',
  'Endocrinology and diabetes',
  'Respiratory medicine',
  'Neurology',
  'Mental health',
  'Radiology and imaging',
  'Pharmacy and pharmacology',
  'Public health',
  'Epidemiology',
  'Global health',
  'Health services research',
  'Nursing',
  'Medical education',
  'Health informatics',
  'Research methods',
] as const;
export type JournalSubject = (typeof JOURNAL_SUBJECTS)[number];

/** The kinds of study a journal says it welcomes. */
export const JOURNAL_STUDY_TYPES = [
  'Randomised trials',
  'Cohort studies',
  'Case-control studies',
  'Cross-sectional studies',
  'Qualitative studies',
  'Mixed methods',
  'Systematic reviews and meta-analyses',
  'Diagnostic accuracy studies',
  'Methods and statistics',
  'Quality improvement',
  'Health economics',
  'Case reports',
] as const;
export type JournalStudyType = (typeof JOURNAL_STUDY_TYPES)[number];

/** Bounds of the catalogue's numbers: an APC in US dollars and the typical weeks to a first decision. */
export const JOURNAL_APC_USD = { min: 0, max: 20_000 } as const;
export const JOURNAL_DECISION_WEEKS = { min: 1, max: 52 } as const;

/** Print and electronic ISSNs: four digits, a hyphen, three digits and a check digit (0-9 or X). */
export const ISSN_PATTERN = /^\d{4}-\d{3}[\dX]$/;

/** What the finder shows: the best few first, then "Show more" up to the most it lists. */
export const JOURNAL_SHORTLIST = { first: 3, most: 10 } as const;

/**
 * The processing-time preference as a ceiling on a journal's typical weeks to a first decision.
 * Express keeps only journals that publish a fast first decision (the tool's fast track, 2-4
 * weeks); Standard (6-10 weeks) sets aside journals known to take longer and keeps those whose
 * time is not listed; Flexible keeps every journal.
 */
export const JOURNAL_DECISION_CEILING = {
  Express: { weeks: 4, unlisted: false },
  'Standard (6-10 weeks)': { weeks: 10, unlisted: true },
  Flexible: { weeks: Number.POSITIVE_INFINITY, unlisted: true },
} as const;

/**
 * The impact preference as the least impact an author would accept: 5-8 keeps journals noted 5-8
 * or 8+, 8+ only those noted 8+. A band that is not listed cannot meet either, but 2-5, the widest
 * preference, keeps those journals too (many regional journals have no band the team can note).
 */
export const JOURNAL_IMPACT_FLOOR = {
  '2-5': { bands: ['2-5', '5-8', '8+'], unlisted: true },
  '5-8': { bands: ['5-8', '8+'], unlisted: false },
  '8+': { bands: ['8+'], unlisted: false },
} as const satisfies Record<JournalImpactBand, { bands: readonly JournalImpactBand[]; unlisted: boolean }>;

/** The word the finder shows for a fact the catalogue does not record. */
export const NOT_LISTED = 'not listed';
