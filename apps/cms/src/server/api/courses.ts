import { Router } from 'express';
import { apiRoutes, courseInputSchema, MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { publishedOnly } from '../../collections/drafts';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin, type SessionUser } from '../middleware/session';
import { sendEditorPreview } from './editor-preview';
import { ApiError, fromPayloadError, isDatabaseUnavailable } from './errors';
import { findAllPublic } from './list';
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

/** A course's latest draft for its editor's preview (see sendEditorPreview). */
async function latestDraft(payload: Payload, id: string, user: SessionUser) {
  const doc = await payload
    .findByID({ collection: 'courses', id, draft: true, depth: 1, user, overrideAccess: false, disableErrors: true })
    .catch(unparsableIsMissing);
  if (!doc) throw new ApiError(404, MESSAGES.courseNotFound);
  return toCourse(doc);
}

export function courseRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  router.get(apiRoutes.courses.pattern, async (req, res) => {
    await sendPublic(req, res, 'courses', 'courses', async () => {
      const docs = await findAllPublic(payload, {
        collection: 'courses',
        // Depth 1 brings each course's image (its only relation) with its variants.
        depth: 1,
        sort: '-createdAt',
        ...publishedOnly(),
      });
      return docs.map(toCourse);
    });
  });

  router.get(apiRoutes.course.pattern, async (req, res) => {
    const id = pathId(req, MESSAGES.courseNotFound);
    if (await sendEditorPreview(payload, req, res, (user) => latestDraft(payload, id, user))) return;
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
