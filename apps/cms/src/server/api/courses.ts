import { Router } from 'express';
import { apiRoutes, courseInputSchema, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin } from '../middleware/session';
import { ApiError, fromPayloadError, isDatabaseUnavailable } from './errors';
import { toCourse } from './mappers';
import { parseWith, pathId } from './validate';

export { toCourse };

/** A Payload "not found" on a course becomes the contract's `Course not found`. */
function courseNotFound(err: unknown): never {
  const mapped = fromPayloadError(err);
  if (mapped?.status === 404) throw new ApiError(404, MESSAGES.courseNotFound);
  throw mapped ?? err;
}

export function courseRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.courses.pattern, async (req, res) => {
    await sendPublic(req, res, 'courses', 'courses', async () => {
      const { docs } = await payload.find({
        collection: 'courses',
        depth: 0,
        pagination: false,
        sort: '-createdAt',
        overrideAccess: false,
      });
      return docs.map(toCourse);
    });
  });

  router.get(apiRoutes.course.pattern, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    const found = await sendPublic(req, res, `course:${id}`, 'courses', async () => {
      const doc = await payload
        .findByID({ collection: 'courses', id, depth: 0, overrideAccess: false, disableErrors: true })
        .catch((err: unknown) => {
          // An id the adapter cannot even parse is simply not there; a database that is down is a 503.
          if (isDatabaseUnavailable(err)) throw err;
          return null;
        });
      return doc ? toCourse(doc) : undefined;
    });
    if (!found) throw new ApiError(404, MESSAGES.courseNotFound);
  });

  router.post(apiRoutes.courses.pattern, admin, async (req, res) => {
    const data = parseWith(courseInputSchema, req.body);
    const doc = await payload.create({ collection: 'courses', data, depth: 0, ...asUser(req) });
    res.status(201).json(toCourse(doc));
  });

  router.put(apiRoutes.course.pattern, admin, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    const data = parseWith(courseInputSchema, req.body);
    const doc = await payload
      .update({ collection: 'courses', id, data, depth: 0, ...asUser(req) })
      .catch(courseNotFound);
    res.json(toCourse(doc));
  });

  router.delete(apiRoutes.course.pattern, admin, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    await payload.delete({ collection: 'courses', id, depth: 0, ...asUser(req) }).catch(courseNotFound);
    res.status(204).end();
  });

  return router;
}
