import type { Request, Response } from 'express';
import { listQuerySchema, TOTAL_COUNT_HEADER, type ListQuery } from '@manara/contracts';
import type { CollectionSlug, Payload, PopulateType, Sort, Where } from 'payload';
import { asUser } from '../middleware/session';
import { parseWith } from './validate';

/**
 * ?limit= (default 100, max 500) and ?page= (1-based, max 100,000) of an admin list. Absent or blank
 * means the default; anything else out of range is a 400, never an OFFSET the database cannot take.
 */
export function listQuery(req: Request): ListQuery {
  return parseWith(listQuerySchema, req.query);
}

export function sendList<T>(res: Response, items: T[], totalDocs: number): void {
  res.set(TOTAL_COUNT_HEADER, String(totalDocs)).json(items);
}

/**
 * The page of a collection that ?limit= and ?page= ask for, read with the requester's access (never
 * past it). Depth 0 unless the list needs its relations populated.
 */
export function findPage<C extends CollectionSlug>(
  payload: Payload,
  req: Request,
  options: { collection: C; sort: Sort; where?: Where; depth?: number; populate?: PopulateType },
) {
  const { limit, page } = listQuery(req);
  return payload.find({ depth: 0, ...options, limit, page, ...asUser(req) });
}

/**
 * A public list the site shows whole (the catalog, the portfolio, the services, the reviews): every
 * document a visitor may see, read as nobody in particular so the collection's read rule holds, in one
 * answer without pages. Depth 0 unless the list needs its relations populated; a drafts collection
 * adds publishedOnly() (its `where`, `draft` and `overrideAccess`).
 */
export async function findAllPublic<C extends CollectionSlug>(
  payload: Payload,
  options: { collection: C; sort: Sort; where?: Where; depth?: number; draft?: false; overrideAccess?: false },
) {
  const { docs } = await payload.find({ depth: 0, ...options, pagination: false, overrideAccess: false });
  return docs;
}
