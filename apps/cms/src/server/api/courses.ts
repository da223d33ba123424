import { Router } from 'express';
import { apiPaths, MESSAGES, type Course } from '@manara/contracts';
import type { Payload } from 'payload';
import type { Course as CourseDoc } from '../../payload-types';
import { ApiError } from './errors';

export function toCourse(doc: CourseDoc): Course {
  return {
    id: String(doc.id),
    title: doc.title,
    category: doc.category,
    level: doc.level,
    durationHrs: doc.durationHrs,
    rating: doc.rating,
    price: doc.price,
    ...(doc.summary ? { summary: doc.summary } : {}),
    ...(doc.modules?.length ? { modules: doc.modules.map((m) => ({ title: m.title, lessons: m.lessons ?? [] })) } : {}),
  };
}

export function courseRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiPaths.courses, async (_req, res) => {
    const result = await payload.find({
      collection: 'courses',
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: false,
    });
    res.json(result.docs.map(toCourse));
  });

  router.get('/courses/:id', async (req, res) => {
    const doc = await payload
      .findByID({ collection: 'courses', id: req.params.id, depth: 0, overrideAccess: false, disableErrors: true })
      .catch(() => null);
    if (!doc) throw new ApiError(404, MESSAGES.courseNotFound);
    res.json(toCourse(doc));
  });

  return router;
}
