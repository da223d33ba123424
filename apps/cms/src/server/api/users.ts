import { Router, type Request } from 'express';
import { adminUserInputSchema, apiRoutes, type AdminUser } from '@manara/contracts';
import type { Payload } from 'payload';
import type { User as UserDoc } from '../../payload-types';
import { asUser, requireAdmin } from '../middleware/session';
import { fromPayloadError } from './errors';
import { findPage, sendList } from './list';
import { relationId, toAdminUser } from './mappers';
import { existingId, parseWith } from './validate';

type Stats = AdminUser['stats'];

/**
 * Enrollment, service-request and review counts for a page of users: three queries for the whole
 * page (each reading only the `user` column), never three per user.
 */
async function statsFor(payload: Payload, req: Request, ids: (number | string)[]): Promise<Map<string, Stats>> {
  const stats = new Map<string, Stats>(
    ids.map((id) => [String(id), { enrollments: 0, serviceRequests: 0, reviews: 0 }]),
  );
  if (!ids.length) return stats;
  const where = { user: { in: ids } };
  // A tally needs no order: ordered by the member, each read stays on the member's index (newest
  // first, SQLite would read every review out of the trash in date order to find the page's).
  const common = { where, depth: 0, pagination: false, select: { user: true }, sort: 'user', ...asUser(req) } as const;
  const [enrollments, requests, reviews] = await Promise.all([
    payload.find({ collection: 'enrollments', ...common }),
    payload.find({ collection: 'service-requests', ...common }),
    payload.find({ collection: 'reviews', ...common }),
  ]);
  const tally = (docs: { user?: unknown }[], key: keyof Stats) => {
    for (const doc of docs) {
      const entry = stats.get(relationId(doc.user as UserDoc | number | string | null) ?? '');
      if (entry) entry[key] += 1;
    }
  };
  tally(enrollments.docs, 'enrollments');
  tally(requests.docs, 'serviceRequests');
  tally(reviews.docs, 'reviews');
  return stats;
}

async function withStats(payload: Payload, req: Request, doc: UserDoc): Promise<AdminUser> {
  const stats = await statsFor(payload, req, [doc.id]);
  return toAdminUser(doc, stats.get(String(doc.id)) ?? { enrollments: 0, serviceRequests: 0, reviews: 0 });
}

export function userRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.adminUsers.pattern, admin, async (req, res) => {
    const result = await findPage(payload, req, { collection: 'users', sort: '-createdAt' });
    const stats = await statsFor(
      payload,
      req,
      result.docs.map((d) => d.id),
    );
    sendList(
      res,
      result.docs.map((doc) =>
        toAdminUser(doc, stats.get(String(doc.id)) ?? { enrollments: 0, serviceRequests: 0, reviews: 0 }),
      ),
      result.totalDocs,
    );
  });

  // Create, or update the user named by `id`. A blank password on update keeps the current one.
  router.post(apiRoutes.adminUsers.pattern, admin, async (req, res) => {
    const { id, password, ...input } = parseWith(adminUserInputSchema, req.body);
    try {
      if (id !== undefined) {
        const doc = await payload.update({
          collection: 'users',
          id: existingId(id),
          data: { ...input, ...(password ? { password } : {}) },
          depth: 0,
          ...asUser(req),
        });
        res.json(await withStats(payload, req, doc));
        return;
      }
      const doc = await payload.create({
        collection: 'users',
        data: { ...input, password },
        depth: 0,
        ...asUser(req),
      });
      res.status(201).json(await withStats(payload, req, doc));
    } catch (err) {
      throw fromPayloadError(err) ?? err;
    }
  });

  return router;
}
