import { Router } from 'express';
import {
  apiRoutes,
  LIST_LIMIT,
  portfolioListQuerySchema,
  projectInputSchema,
  PUBLIC_PAGE_SIZE,
  type PortfolioFilterOptions,
  type PortfolioListQuery,
  type ProjectInput,
} from '@manara/contracts';
import type { Payload, Where } from 'payload';
import type { Project as ProjectDoc } from '../../payload-types';
import { isPublished, publishedOnly, statusOf } from '../../collections/drafts';
import { sendPublic } from '../middleware/http-cache';
import { asUser, requireAdmin, type SessionUser } from '../middleware/session';
import { sendEditorPreview } from './editor-preview';
import { findPage, findPublicPage, sendList, sendPublicList } from './list';
import { toProject } from './mappers';
import { parseWith, pathId } from './validate';

/** Newest work first: by year, then by when it was added (the id settles projects added in one millisecond). */
const NEWEST_FIRST = ['-year', '-createdAt', '-id'];

/** The portfolio's filters as a query: each one given narrows it (a project's `domain` is its discipline). */
function portfolioWhere({ discipline, service, year }: PortfolioListQuery): Where | undefined {
  const and: Where[] = [];
  if (discipline !== undefined) and.push({ domain: { equals: discipline } });
  if (service !== undefined) and.push({ service: { equals: service } });
  if (year !== undefined) and.push({ year: { equals: year } });
  return and.length ? { and } : undefined;
}

type ProjectData = Partial<ProjectDoc> & { _status?: 'draft' | 'published' };

/**
 * The control panel's `published` switch is the project's publication status (decision 015): on,
 * the data is published; off, the project is unpublished. Absent on an update, the status the
 * project has is kept (`current`).
 */
function toData(input: ProjectInput, current?: 'draft' | 'published'): ProjectData {
  const { service, published, ...rest } = input;
  return {
    ...rest,
    ...(service ? { service } : {}),
    _status: published === undefined && current ? current : statusOf(published),
  };
}

/** Every project's latest draft, as the portfolio would read once published (see sendEditorPreview). */
async function latestDrafts(payload: Payload, user: SessionUser) {
  const { docs } = await payload.find({
    collection: 'projects',
    draft: true,
    depth: 1,
    pagination: false,
    sort: NEWEST_FIRST,
    user,
    overrideAccess: false,
  });
  return docs.map(toProject);
}

export function projectRoutes(payload: Payload): Router {
  const router = Router();
  const admin = requireAdmin(payload);

  // The public portfolio: published projects only, whoever asks (an admin's session included), a
  // page at a time and filtered by ?discipline=, ?service= and ?year= (docs/decisions/034).
  router.get(apiRoutes.portfolio.pattern, async (req, res) => {
    if (await sendEditorPreview(payload, req, res, (user) => latestDrafts(payload, user))) return;
    const query = parseWith(portfolioListQuerySchema, req.query);
    const list = {
      name: 'portfolio',
      tag: 'projects',
      href: apiRoutes.portfolio.href,
      query,
      defaultLimit: PUBLIC_PAGE_SIZE.portfolio,
    } as const;
    await sendPublicList(req, res, list, async () => {
      const { docs, total } = await findPublicPage(payload, query, {
        collection: 'projects',
        // Depth 1 brings each project's image (its only relation) with its variants.
        depth: 1,
        sort: NEWEST_FIRST,
        ...publishedOnly(portfolioWhere(query)),
      });
      return { items: docs.map(toProject), total };
    });
  });

  // The portfolio filters' choices: the disciplines and years of every published project.
  router.get(apiRoutes.portfolioFilters.pattern, async (req, res) => {
    await sendPublic(req, res, 'portfolio:filters', 'projects', async () => {
      const distinct = <F extends 'domain' | 'year'>(field: F, sort: string) =>
        payload.findDistinct({
          collection: 'projects',
          field,
          sort,
          limit: LIST_LIMIT.max,
          where: isPublished,
          overrideAccess: false,
        });
      const [domains, years] = await Promise.all([distinct('domain', 'domain'), distinct('year', '-year')]);
      const body: PortfolioFilterOptions = {
        disciplines: domains.values.map((row) => row.domain).filter((d): d is string => Boolean(d)),
        years: years.values.map((row) => row.year).filter((y): y is number => typeof y === 'number'),
      };
      return body;
    });
  });

  router.get(apiRoutes.projects.pattern, admin, async (req, res) => {
    const result = await findPage(payload, req, { collection: 'projects', sort: NEWEST_FIRST });
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
    const current = await payload.findByID({ collection: 'projects', id, depth: 0, draft: false, ...asUser(req) });
    const data = toData(input, (current as ProjectData)._status);
    const doc = await payload.update({ collection: 'projects', id, data, depth: 0, ...asUser(req) });
    res.json(toProject(doc));
  });

  router.delete(apiRoutes.project.pattern, admin, async (req, res) => {
    const id = pathId(req);
    await payload.delete({ collection: 'projects', id, depth: 0, ...asUser(req) });
    res.status(204).end();
  });

  return router;
}
