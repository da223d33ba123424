import { Router } from 'express';
import { apiRoutes, journalListQuerySchema, PUBLIC_PAGE_SIZE } from '@manara/contracts';
import type { Payload } from 'payload';
import { isActiveJournal } from '../../collections/Journals';
import { publishedOnly } from '../../collections/drafts';
import { findPublicPage, sendPublicList } from './list';
import { toCatalogueJournal } from './mappers';
import { parseWith } from './validate';

/**
 * GET /api/journals: the published, active catalogue for the journal finder to rank in the browser,
 * by title, a page at a time (the finder asks for every page: docs/decisions/034). The manuscript
 * never comes here: the request carries nothing but its path and page.
 */
export function journalRoutes(payload: Payload): Router {
  const router = Router();

  router.get(apiRoutes.journals.pattern, async (req, res) => {
    const query = parseWith(journalListQuerySchema, req.query);
    const list = {
      name: 'journals',
      tag: 'journals',
      href: apiRoutes.journals.href,
      query,
      defaultLimit: PUBLIC_PAGE_SIZE.journals,
    } as const;
    await sendPublicList(req, res, list, async () => {
      const { docs, total } = await findPublicPage(payload, query, {
        collection: 'journals',
        sort: ['title', 'id'],
        ...publishedOnly(isActiveJournal),
      });
      return { items: docs.map(toCatalogueJournal), total };
    });
  });

  return router;
}
