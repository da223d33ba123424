import { Router } from 'express';
import {
  apiRoutes,
  courseInputSchema,
  courseListQuerySchema,
  LIST_LIMIT,
  MESSAGES,
  PUBLIC_PAGE_SIZE,
  type CourseFilterOptions,
} from '@manara/contracts';
import type { Payload } from 'payload';
import { isPublished, publishedOnly } from '../../collections/drafts';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin, type SessionUser } from '../middleware/session';
import { sendEditorPreview } from './editor-preview';
import { ApiError, fromPayloadError, isDatabaseUnavailable } from './errors';
import { findPublicPage, sendPublicList } from './list';
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

  // The catalog, newest first, a page at a time, filtered by ?category= (docs/decisions/034).
  router.get(apiRoutes.courses.pattern, async (req, res) => {
    const query = parseWith(courseListQuerySchema, req.query);
    const { category } = query;
    const list = {
      name: 'courses',
      tag: 'courses',
      href: apiRoutes.courses.href,
      query,
      defaultLimit: PUBLIC_PAGE_SIZE.courses,
    } as const;
    await sendPublicList(req, res, list, async () => {
      const { docs, total } = await findPublicPage(payload, query, {
        collection: 'courses',
        // Depth 1 brings each course's image (its only relation) with its variants.
        depth: 1,
        // The id settles courses saved in the same millisecond, so no course is on two pages or none.
        sort: ['-createdAt', '-id'],
        ...publishedOnly(category === undefined ? undefined : { category: { equals: category } }),
      });
      return { items: docs.map(toCourse), total };
    });
  });

  // The catalog filter's choices: every category a published course has, whatever page it is on.
  router.get(apiRoutes.courseFilters.pattern, async (req, res) => {
    await sendPublic(req, res, 'courses:filters', 'courses', async () => {
      const { values } = await payload.findDistinct({
        collection: 'courses',
        field: 'category',
        sort: 'category',
        limit: LIST_LIMIT.max,
        where: isPublished,
        overrideAccess: false,
      });
      const body: CourseFilterOptions = {
        categories: values.map((row) => row.category).filter((c): c is string => Boolean(c)),
      };
      return body;
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
