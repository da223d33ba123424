import { Router, type Request, type Response } from 'express';
import { apiRoutes, courseInputSchema, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { isContentEditor } from '../../access';
import { publishedOnly } from '../../collections/drafts';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin, sessionUser } from '../middleware/session';
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

/** An id the adapter cannot even parse is simply not there; a database that is down is a 503. */
function unparsableIsMissing(err: unknown): null {
  if (isDatabaseUnavailable(err)) throw err;
  return null;
}

/**
 * `?preview=1` from a signed-in editor or admin (the "Preview" link in /cms, and the server-rendered
 * page behind it): the latest draft, never cached or indexed. Anyone else gets the published course:
 * this returns false and the public route answers.
 */
async function sendPreview(payload: Payload, req: Request, res: Response, id: string): Promise<boolean> {
  const user = await sessionUser(payload, req);
  if (!isContentEditor(user)) return false;
  const doc = await payload
    .findByID({ collection: 'courses', id, draft: true, depth: 1, user, overrideAccess: false, disableErrors: true })
    .catch(unparsableIsMissing);
  if (!doc) throw new ApiError(404, MESSAGES.courseNotFound);
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).json(toCourse(doc));
  return true;
}

export function courseRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.courses.pattern, async (req, res) => {
    await sendPublic(req, res, 'courses', 'courses', async () => {
      const { docs } = await payload.find({
        collection: 'courses',
        // Depth 1 brings each course's image (its only relation) with its variants.
        depth: 1,
        pagination: false,
        sort: '-createdAt',
        ...publishedOnly(),
      });
      return docs.map(toCourse);
    });
  });

  router.get(apiRoutes.course.pattern, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    if (req.query.preview === '1' && (await sendPreview(payload, req, res, id))) return;
    const found = await sendPublic(req, res, `course:${id}`, 'courses', async () => {
      // As nobody in particular, the read rule (publishedOrContentEditor) finds published courses only.
      const doc = await payload
        .findByID({ collection: 'courses', id, depth: 1, draft: false, overrideAccess: false, disableErrors: true })
        .catch(unparsableIsMissing);
      return doc ? toCourse(doc) : undefined;
    });
    if (!found) throw new ApiError(404, MESSAGES.courseNotFound);
  });

  router.post(apiRoutes.courses.pattern, admin, async (req, res) => {
    const data = { ...parseWith(courseInputSchema, req.body), _status: 'published' as const };
    const doc = await payload.create({ collection: 'courses', data, depth: 0, ...asUser(req) });
    res.status(201).json(toCourse(doc));
  });

  router.put(apiRoutes.course.pattern, admin, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    // The control panel edits the published catalog: its save publishes (decision 015).
    const data = { ...parseWith(courseInputSchema, req.body), _status: 'published' as const };
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
