import { Router, type Request, type Response } from 'express';
import {
  adminReviewInputSchema,
  apiRoutes,
  MESSAGES,
  PUBLIC_PAGE_SIZE,
  reviewFilterSchema,
  reviewListQuerySchema,
  reviewStatusInputSchema,
  REVIEW_STATUSES,
  reviewSubmissionSchema,
  type ReviewSubmission,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { reviewAuthor } from '../../collections/Reviews/author';
import { approvedReviews, approvedReviewSummary } from '../../lib/review-summary';
import { sendPublic } from '../middleware/http-cache';
import { asUser, currentUser, requireAdmin, requireSession } from '../middleware/session';
import { findPage, findPublicPage, sendList, sendPublicList } from './list';
import { toAdminReview, toReview } from './mappers';
import { existingId, parseWith, pathId } from './validate';

/**
 * A signed-in member's review, pending moderation; who wrote it comes from the session. The JSON
 * call and the plain HTML form both end here, after checking the session.
 */
export async function createMemberReview(payload: Payload, req: Request, input: ReviewSubmission) {
  return payload.create({
    collection: 'reviews',
    data: {
      service: input.service,
      rating: input.rating,
      quote: input.quote,
      status: 'pending',
      ...reviewAuthor(currentUser(req)),
    },
    depth: 0,
    ...asUser(req),
  });
}

export function reviewRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  async function adminList(req: Request, res: Response) {
    // `?status=pending` is the moderation queue; any other value lists every review.
    const status = REVIEW_STATUSES.find((value) => value === req.query.status);
    const result = await findPage(payload, req, {
      collection: 'reviews',
      ...(status ? { where: { status: { equals: status } } } : {}),
      sort: '-createdAt',
    });
    sendList(res, result.docs.map(toAdminReview), result.totalDocs);
  }

  // Public: approved reviews only, never an e-mail, newest first, a page at a time and filtered by
  // ?service= (docs/decisions/034). The admin's moderation list is GET /api/admin/reviews.
  router.get(apiRoutes.reviews.pattern, async (req, res) => {
    const query = parseWith(reviewListQuerySchema, req.query);
    const list = {
      name: 'reviews',
      tag: 'reviews',
      href: apiRoutes.reviews.href,
      query,
      defaultLimit: PUBLIC_PAGE_SIZE.reviews,
    } as const;
    await sendPublicList(req, res, list, async () => {
      const { docs, total } = await findPublicPage(payload, query, {
        collection: 'reviews',
        where: approvedReviews(query),
        // The id settles reviews sent in the same millisecond, so none is on two pages or none.
        sort: ['-createdAt', '-id'],
      });
      return { items: docs.map(toReview), total };
    });
  });

  // The reviews page's average: of every approved review the filter keeps, not only one page's.
  router.get(apiRoutes.reviewSummary.pattern, async (req, res) => {
    const filter = parseWith(reviewFilterSchema, req.query);
    const key = filter.service === undefined ? 'reviews:summary' : `reviews:summary:${filter.service}`;
    await sendPublic(req, res, key, 'reviews', () => approvedReviewSummary(payload, filter));
  });

  // A member's review: who wrote it comes from the session, whatever the body says; it waits for moderation.
  router.post(apiRoutes.reviews.pattern, requireSession(payload, MESSAGES.reviewSignIn), async (req, res) => {
    const doc = await createMemberReview(payload, req, parseWith(reviewSubmissionSchema, req.body));
    res.status(201).json(toAdminReview(doc));
  });

  // Into the trash, not gone (the collection's `trash`): the control panel's Undo restores it, and
  // editors empty the trash in /cms. Public and admin lists leave trashed reviews out.
  router.delete(apiRoutes.review.pattern, admin, async (req, res) => {
    const data = { deletedAt: new Date().toISOString() };
    await payload.update({ collection: 'reviews', id: pathId(req), data, depth: 0, ...asUser(req) });
    res.status(204).end();
  });

  router.post(apiRoutes.reviewRestore.pattern, admin, async (req, res) => {
    const doc = await payload.update({
      collection: 'reviews',
      id: pathId(req),
      data: { deletedAt: null },
      // The trashed review itself (an update leaves trashed documents out otherwise).
      trash: true,
      depth: 0,
      ...asUser(req),
    });
    res.json(toAdminReview(doc));
  });

  router.patch(apiRoutes.reviewStatus.pattern, admin, async (req, res) => {
    const id = pathId(req);
    const { status } = parseWith(reviewStatusInputSchema, req.body);
    const doc = await payload.update({ collection: 'reviews', id, data: { status }, depth: 0, ...asUser(req) });
    res.json(toAdminReview(doc));
  });

  router.get(apiRoutes.adminReviews.pattern, admin, adminList);

  // Create, or update the review named by `id`: the control panel saves new and edited reviews with one call.
  router.post(apiRoutes.adminReviews.pattern, admin, async (req, res) => {
    const { id, ...input } = parseWith(adminReviewInputSchema, req.body);
    if (id !== undefined) {
      const doc = await payload.update({
        collection: 'reviews',
        id: existingId(id),
        data: { ...input, email: input.email ?? null },
        depth: 0,
        ...asUser(req),
      });
      res.json(toAdminReview(doc));
      return;
    }
    const doc = await payload.create({ collection: 'reviews', data: input, depth: 0, ...asUser(req) });
    res.status(201).json(toAdminReview(doc));
  });

  return router;
}
