import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { PUBLIC_PAGE_SIZE, TEXT_MAX, YEAR } from '../constants/limits';
import { REVIEW_SERVICES, SERVICE_FILTERS } from '../constants/options';
import { MESSAGES } from '../messages';
import { blankToUndefined, oneOf, pagingQuery } from './primitives';

/**
 * The query strings of the public lists (docs/api.md "Lists past one page", docs/decisions/034):
 * `?page=` and `?limit=` with each list's own default size, and the filters the site's pages
 * offer, applied by the server so a filtered page is a page of everything that matches. A value
 * off the list, or a parameter sent twice, is a 400 with the sentence here.
 */

/** A text filter matched exactly (a course's category, a project's discipline); blank filters nothing. */
const textFilter = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.filterTextInvalid })
    .trim()
    .max(TEXT_MAX.short, { error: MESSAGES.filterTextInvalid })
    .optional(),
);

/** A year as four digits, from YEAR.min to YEAR.max; blank filters nothing. */
const yearFilter = z.preprocess(
  (v) => {
    const value = blankToUndefined(v);
    return typeof value === 'string' ? (/^[0-9]{4}$/.test(value.trim()) ? Number(value) : NaN) : value;
  },
  z
    .number({ error: MESSAGES.yearFilterInvalid })
    .int({ error: MESSAGES.yearFilterInvalid })
    .min(YEAR.min, { error: MESSAGES.yearFilterInvalid })
    .max(YEAR.max, { error: MESSAGES.yearFilterInvalid })
    .optional(),
);

/** GET /api/courses: `?category=` as the catalog's filter offers it. */
export const courseListQuerySchema = z.object({
  ...pagingQuery(PUBLIC_PAGE_SIZE.courses),
  category: textFilter,
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/** GET /api/portfolio: the portfolio's three filters. */
export const portfolioListQuerySchema = z.object({
  ...pagingQuery(PUBLIC_PAGE_SIZE.portfolio),
  /** A project's `domain`. */
  discipline: textFilter,
  service: z.preprocess(blankToUndefined, oneOf(SERVICE_FILTERS, MESSAGES.serviceInvalid).optional()),
  year: yearFilter,
});
export type PortfolioListQuery = z.output<typeof portfolioListQuerySchema>;

/** `?service=` of the approved reviews and of their summary. */
export const reviewFilterSchema = z.object({
  service: z.preprocess(blankToUndefined, oneOf(REVIEW_SERVICES, MESSAGES.reviewServiceInvalid).optional()),
});
export type ReviewFilter = z.output<typeof reviewFilterSchema>;

/** GET /api/reviews (the public list; `?status=all` is the admin's). */
export const reviewListQuerySchema = reviewFilterSchema.extend(pagingQuery(PUBLIC_PAGE_SIZE.reviews));
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** GET /api/services and GET /api/journals take only the page. */
export const serviceListQuerySchema = z.object(pagingQuery(PUBLIC_PAGE_SIZE.services));
export const journalListQuerySchema = z.object(pagingQuery(PUBLIC_PAGE_SIZE.journals));

/** GET /api/courses/filters: the categories of the published courses, alphabetical. */
export const courseFilterOptionsSchema = z.object({ categories: z.array(z.string()) });
export type CourseFilterOptions = z.infer<typeof courseFilterOptionsSchema>;

/** GET /api/portfolio/filters: the disciplines (alphabetical) and years (newest first) of the published projects. */
export const portfolioFilterOptionsSchema = z.object({ disciplines: z.array(z.string()), years: z.array(z.number()) });
export type PortfolioFilterOptions = z.infer<typeof portfolioFilterOptionsSchema>;

/** GET /api/reviews/summary: how many approved reviews match `?service=`, and their average rating to one decimal. */
export const reviewSummarySchema = z.object({ count: z.number(), average: z.number().nullable() });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
