import { Router, type Request, type Response } from 'express';
import {
  adminReviewInputSchema,
  apiRoutes,
  MESSAGES,
  reviewStatusInputSchema,
  REVIEW_STATUSES,
  reviewSubmissionSchema,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { isAdminUser } from '../../access';
import { reviewAuthor } from '../../collections/Reviews/author';
import { sendPublic } from '../middleware/http-cache';
import { asUser, currentUser, requireAdmin, requireSession, sessionUser } from '../middleware/session';
import { ApiError } from './errors';
import { findAllPublic, findPage, sendList } from './list';
import { toAdminReview, toReview } from './mappers';
import { existingId, parseWith, pathId } from './validate';

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

  // Public: approved reviews only, never an e-mail. `?status=all` is the admin's moderation list.
  router.get(apiRoutes.reviews.pattern, async (req, res) => {
    if (req.query.status === 'all') {
      const user = await sessionUser(payload, req);
      if (!user) throw new ApiError(401, MESSAGES.notSignedIn);
      if (!isAdminUser(user)) throw new ApiError(403, MESSAGES.forbidden);
      return adminList(req, res);
    }
    await sendPublic(req, res, 'reviews', 'reviews', async () => {
      const docs = await findAllPublic(payload, {
        collection: 'reviews',
        where: { status: { equals: 'approved' } },
        sort: '-createdAt',
      });
      return docs.map(toReview);
    });
  });

  // A member's review: who wrote it comes from the session, whatever the body says; it waits for moderation.
  router.post(apiRoutes.reviews.pattern, requireSession(payload, MESSAGES.reviewSignIn), async (req, res) => {
    const input = parseWith(reviewSubmissionSchema, req.body);
    const doc = await payload.create({
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
    res.status(201).json(toAdminReview(doc));
  });

  router.delete(apiRoutes.review.pattern, admin, async (req, res) => {
    await payload.delete({ collection: 'reviews', id: pathId(req), depth: 0, ...asUser(req) });
    res.status(204).end();
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
