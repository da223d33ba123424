import { LIST_LIMIT, RATING, type ReviewFilter, type ReviewSummary } from '@manara/contracts';
import { and, avg, count, eq, type SQL } from 'drizzle-orm';
import type { Payload, Where } from 'payload';
import { APPROVED_REVIEW } from '../access';

/** The approved reviews a filter keeps: what the public list and its summary both count. */
export function approvedReviews({ service }: ReviewFilter): Where {
  const approved: Where = { status: { equals: APPROVED_REVIEW } };
  return service === undefined ? approved : { and: [approved, { service: { equals: service } }] };
}

/** The part of a relational adapter this module reads through (SQLite's and PostgreSQL's drizzle alike). */
interface RelationalDb {
  drizzle: {
    select: (fields: Record<string, SQL>) => {
      from: (table: unknown) => { where: (where: SQL | undefined) => Promise<Record<string, unknown>[]> };
    };
  };
  tables: Record<string, Record<string, unknown>>;
}

const toSummary = (total: number, average: number | null): ReviewSummary => ({
  count: total,
  average: total === 0 || average === null ? null : Math.round(average * 10) / 10,
});

/**
 * How many approved reviews `filter` keeps and their average rating to one decimal, for the reviews
 * page's line above the list (GET /api/reviews/summary). The relational engines count and average
 * in the database, one row back however many reviews there are; approved reviews are public (the
 * collection's read rule), so the aggregate reads them as the list does. Elsewhere (MongoDB, not
 * tested here) the ratings are read a page at a time.
 */
export async function approvedReviewSummary(payload: Payload, filter: ReviewFilter): Promise<ReviewSummary> {
  if (payload.db.name === 'sqlite' || payload.db.name === 'postgres') {
    const { drizzle, tables } = payload.db as unknown as RelationalDb;
    const reviews = tables.reviews as Record<'status' | 'service' | 'rating', never>;
    const [row] = await drizzle
      .select({ total: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(
        and(
          eq(reviews.status, APPROVED_REVIEW),
          filter.service === undefined ? undefined : eq(reviews.service, filter.service),
        ),
      );
    const average = row?.average;
    return toSummary(Number(row?.total ?? 0), average === null || average === undefined ? null : Number(average));
  }
  let total = 0;
  let sum = 0;
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection: 'reviews',
      where: approvedReviews(filter),
      select: { rating: true },
      depth: 0,
      limit: LIST_LIMIT.max,
      page,
      overrideAccess: false,
    });
    for (const doc of result.docs) sum += Math.min(RATING.max, Math.max(RATING.min, doc.rating ?? 0));
    total += result.docs.length;
    if (!result.hasNextPage) break;
  }
  return toSummary(total, sum / Math.max(total, 1));
}
