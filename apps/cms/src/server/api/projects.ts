import { Router } from 'express';
import { apiRoutes, projectInputSchema, type ProjectInput } from '@manara/contracts';
import type { Payload } from 'payload';
import type { Project as ProjectDoc } from '../../payload-types';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin } from '../middleware/session';
import { listQuery, sendList } from './list';
import { toProject } from './mappers';
import { parseWith, pathId } from './validate';

/** Newest work first: by year, then by when it was added. */
const NEWEST_FIRST = ['-year', '-createdAt'];

function toData(input: ProjectInput): Partial<ProjectDoc> {
  const { service, published, ...rest } = input;
  return {
    ...rest,
    ...(service ? { service } : {}),
    ...(published !== undefined ? { published } : {}),
  };
}

export function projectRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  // The public portfolio: published projects only, whoever asks (an admin's session included).
  router.get(apiRoutes.portfolio.pattern, async (req, res) => {
    await sendPublic(req, res, 'portfolio', 'projects', async () => {
      const { docs } = await payload.find({
        collection: 'projects',
        where: { published: { equals: true } },
        depth: 0,
        pagination: false,
        sort: NEWEST_FIRST,
        overrideAccess: false,
      });
      return docs.map(toProject);
    });
  });

  router.get(apiRoutes.projects.pattern, admin, async (req, res) => {
    const { limit, page } = listQuery(req);
    const result = await payload.find({
      collection: 'projects',
      depth: 0,
      limit,
      page,
      sort: NEWEST_FIRST,
      ...asUser(req),
    });
    sendList(res, result.docs.map(toProject), result.totalDocs);
  });

  router.post(apiRoutes.projects.pattern, admin, async (req, res) => {
    const input = parseWith(projectInputSchema, req.body);
    const doc = await payload.create({
      collection: 'projects',
      data: { ...toData(input), title: input.title, domain: input.domain, summary: input.summary, year: input.year },
      depth: 0,
      ...asUser(req),
    });
    res.status(201).json(toProject(doc));
  });

  router.put(apiRoutes.project.pattern, admin, async (req, res) => {
    const id = pathId(req);
    const input = parseWith(projectInputSchema, req.body);
    const doc = await payload.update({ collection: 'projects', id, data: toData(input), depth: 0, ...asUser(req) });
    res.json(toProject(doc));
  });

  router.delete(apiRoutes.project.pattern, admin, async (req, res) => {
    const id = pathId(req);
    await payload.delete({ collection: 'projects', id, depth: 0, ...asUser(req) });
    res.status(204).end();
  });

  return router;
}
