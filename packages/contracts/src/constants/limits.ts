/** Business constants and limits of spec §9, each written once. */

export const HOME_REVIEW_COUNT = 3;
export const HOME_PORTFOLIO_COUNT = 6;
export const DASHBOARD_COURSE_COUNT = 3;

export const PROGRESS = {
  min: 0,
  max: 100,
  step: 20,
  /** Set when a course page loads with nothing saved (spec §4). */
  firstLoad: 20,
  /** The dashboard shows a random percentage in this range when nothing is saved. */
  fallbackMin: 20,
  fallbackMax: 79,
} as const;

export const CERTIFICATE_PASS_PERCENT = 80;

export const PASSWORD_MIN = 6;
export const ADMIN_PASSWORD_MIN = 8;
export const NAME_MIN = 3;

export const RATING = { min: 0, max: 5, submitMin: 1, step: 0.1, default: 5 } as const;

/** Simulated submit delays in milliseconds (spec §9). */
export const DELAYS = {
  countryLoad: 450,
  wizardSubmit: 500,
  newsletterSubmit: 500,
  journalSubmit: 400,
  contactSubmit: 400,
  writerSubmit: 500,
} as const;

export const TOAST = {
  defaultDurationMs: 5000,
  publicDurationMs: 4500,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

export const ADMIN_SUMMARY_REFRESH_MS = 60_000;

export const WRITER_EXPORT_FILENAME = 'research-writer.md';

/** Presentation motion (spec §9). */
export const MOTION = {
  fadeDurationS: 0.6,
  heroOffsetPx: 24,
  sectionOffsetPx: 16,
  revealThreshold: 0.2,
} as const;

/** Admin list paging (api contract). */
export const LIST_LIMIT = { default: 100, max: 500 } as const;
