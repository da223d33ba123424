/** Business constants and limits: counts, progress steps, delays, paging and input bounds, each written once. */

export const HOME_REVIEW_COUNT = 3;
export const HOME_PORTFOLIO_COUNT = 6;
export const DASHBOARD_COURSE_COUNT = 3;

/**
 * Catalogue courses the dashboard reads to fill its cards: it needs them only while the member has
 * fewer than DASHBOARD_COURSE_COUNT enrollments, so at most that many minus one of these are taken.
 */
export const DASHBOARD_CATALOG_COUNT = 2 * DASHBOARD_COURSE_COUNT;

export const PROGRESS = {
  min: 0,
  max: 100,
  step: 20,
  /** Set when a course page loads with nothing saved, so a first visit already shows progress. */
  firstLoad: 20,
  /** The dashboard shows a percentage in this range when nothing is saved (constants/learning.ts, fallbackProgress). */
  fallbackMin: 20,
  fallbackMax: 79,
} as const;

export const CERTIFICATE_PASS_PERCENT = 80;

export const PASSWORD_MIN = 6;
export const ADMIN_PASSWORD_MIN = 8;
export const NAME_MIN = 3;

export const RATING = { min: 0, max: 5, submitMin: 1, step: 0.1, default: 5 } as const;

/**
 * A member's rating as a review stores it: empty or not a finite number is the default, anything else
 * clamped to 1–5 and rounded to the 0.1 step, never rejected. Without zod, so the review form can show
 * it as the member types without loading zod. Only numbers and numeric text count: Number() of a
 * deeply nested array recurses until the stack ends.
 */
export function submittedRating(value: unknown): number {
  const n =
    value === undefined || value === null || value === ''
      ? RATING.default
      : typeof value === 'number' || typeof value === 'string'
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return RATING.default;
  // Counted in whole steps (10 a point), then divided: multiplying by 0.1 would give 3.4000000000000004.
  const steps = Math.round(1 / RATING.step);
  return Math.round(Math.min(RATING.max, Math.max(RATING.submitMin, n)) * steps) / steps;
}

/** How long the forms that send nothing yet pretend to submit, in milliseconds. */
export const DELAYS = {
  countryLoad: 450,
  wizardSubmit: 500,
  newsletterSubmit: 500,
  journalSubmit: 400,
  contactSubmit: 400,
  writerSubmit: 500,
} as const;

export const ADMIN_SUMMARY_REFRESH_MS = 60_000;

export const WRITER_EXPORT_FILENAME = 'research-writer.md';

/**
 * Admin list paging (api contract). `maxPage` keeps the database's OFFSET a small integer: with
 * `?limit=1` it still reaches 100,000 records.
 */
export const LIST_LIMIT = { default: 100, max: 500, maxPage: 100_000 } as const;

/**
 * Items in one answer of each public list when `?limit=` is absent (docs/decisions/034): above what
 * the site holds today, so its lists still come whole in one plain array; past it the answer's
 * `X-Total-Count` and `Link` say how many there are and where the next page is, and the site asks
 * for more. `?limit=` goes up to LIST_LIMIT.max, as on every list.
 */
export const PUBLIC_PAGE_SIZE = { courses: 24, portfolio: 24, reviews: 24, services: 50, journals: 200 } as const;

/*
 * Input limits (chosen here: the product names none). The contracts' schemas and
 * the Payload collections both read them, so /api and /cms refuse the same values.
 */

/** Characters of free text: one-line titles and names, paragraphs, a tag, an e-mail, a link. */
export const TEXT_MAX = { short: 200, long: 5_000, tag: 40, email: 254, url: 2_000 } as const;

/** Items of a list. */
export const LIST_MAX = {
  tags: 20,
  features: 20,
  modules: 50,
  /** Per module. */
  lessons: 50,
  offices: 20,
  numbers: 12,
} as const;

/** Course length in hours: more than `min`, at most `max`. */
export const DURATION_HRS = { min: 0, max: 1_000 } as const;

/** Continuing-education (CPD) credit hours a course carries: more than `min`, at most `max`, in steps of `step`. */
export const CPD_HOURS = { min: 0, max: 500, step: 0.25 } as const;

/** Course price in US dollars, inclusive. */
export const PRICE = { min: 0, max: 1_000_000 } as const;

/** A project's year, inclusive. */
export const YEAR = { min: 1900, max: 2100 } as const;

/** A service's display order, inclusive. */
export const DISPLAY_ORDER = { min: -1_000, max: 1_000 } as const;
