import type { Request, Response } from 'express';
import {
  API_BASE,
  LINK_HEADER,
  listQuerySchema,
  TOTAL_COUNT_HEADER,
  type ApiQuery,
  type ListQuery,
} from '@manara/contracts';
import type {
  CollectionSlug,
  PaginatedDocs,
  Payload,
  PopulateType,
  SelectType,
  Sort,
  TypeWithID,
  Where,
} from 'payload';
import type { CacheTag } from '../../lib/public-cache';
import { withHeaders } from '../../lib/public-cache';
import { sendPublic } from '../middleware/http-cache';
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
 * Rows skipped before a page past which it is read in two steps (docs/decisions/046): the engines
 * build each skipped row's arrays and relations (a member's sessions, say) before they skip it.
 */
export const DEEP_PAGE_OFFSET = 1_000;

/**
 * The page of a collection that ?limit= and ?page= ask for, read with the requester's access (never
 * past it). Depth 0 unless the list needs its relations populated. Deep in a list, the page's ids are
 * read first (its columns only, through the list's index) and then its documents by those ids.
 */
export async function findPage<C extends CollectionSlug>(
  payload: Payload,
  req: Request,
  options: { collection: C; sort: Sort; where?: Where; depth?: number; populate?: PopulateType },
) {
  const { limit, page } = listQuery(req);
  const args = { depth: 0, ...options, limit, page, ...asUser(req) };
  if ((page - 1) * limit < DEEP_PAGE_OFFSET) return payload.find(args);
  // Typed by hand: Payload's select types do not resolve for a collection named by a type parameter.
  const findIds = payload.find as (query: typeof args & { select: SelectType }) => Promise<PaginatedDocs<TypeWithID>>;
  const ids = await findIds({ ...args, depth: 0, select: { id: true } });
  if (ids.docs.length === 0) return { ...ids, docs: [] };
  const inPage: Where = { id: { in: ids.docs.map((doc) => doc.id) } };
  const { docs } = await payload.find({
    ...args,
    where: options.where ? { and: [options.where, inPage] } : inPage,
    page: 1,
    pagination: false,
  });
  return { ...ids, docs };
}

/** One page of a public list as the route read it: its items and how many match in all. */
export interface PublicPage<T> {
  items: T[];
  total: number;
}

/**
 * A page of a public list (the catalog, the portfolio, the services, the reviews, the journals):
 * documents a visitor may see, read as nobody in particular so the collection's read rule holds.
 * Depth 0 unless the list needs its relations populated; a drafts collection adds publishedOnly()
 * (its `where`, `draft` and `overrideAccess`).
 */
export async function findPublicPage<C extends CollectionSlug>(
  payload: Payload,
  { limit, page }: { limit: number; page: number },
  options: { collection: C; sort: Sort; where?: Where; depth?: number; draft?: false; overrideAccess?: false },
) {
  const result = await payload.find({ depth: 0, ...options, limit, page, overrideAccess: false });
  return { docs: result.docs, total: result.totalDocs };
}

/**
 * The `Link` header of a page (RFC 8288): the next page while there are more, the previous one
 * after the first, each the same list and filters (`query`, without its page) at `href`.
 */
export function pageLinks(
  href: (query: ApiQuery) => string,
  query: ApiQuery,
  { page, limit, total }: { page: number; limit: number; total: number },
): string | undefined {
  const at = (n: number) => `<${API_BASE}${href({ ...query, page: n === 1 ? undefined : n })}>`;
  const links: string[] = [];
  if (page * limit < total) links.push(`${at(page + 1)}; rel="next"`);
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`);
  return links.length ? links.join(', ') : undefined;
}

/**
 * Answers a public list's page from the public cache (docs/decisions/034): a plain array of the
 * contract's items, `X-Total-Count` with the number that match the filters, and `Link` to the other
 * pages. The cache key is the list and its query as parsed, without the defaults, so `/api/courses`
 * and `/api/courses?page=1` share one entry.
 */
export async function sendPublicList<T>(
  req: Request,
  res: Response,
  list: {
    /** The cache key's stem, e.g. `courses`. */
    name: string;
    tag: CacheTag;
    /** The route's href, for the cache key and the links to other pages. */
    href: (query?: ApiQuery) => string;
    /** The parsed query: page, limit and the filters (undefined ones are absent). */
    query: ApiQuery & { page: number; limit: number };
    defaultLimit: number;
  },
  load: () => Promise<PublicPage<T>>,
): Promise<void> {
  const { name, tag, href, query, defaultLimit } = list;
  const { page, limit } = query;
  // Defaults left out: one entry (and one link spelling) for each page however it was asked for.
  const others: ApiQuery = { ...query, page: undefined, limit: limit === defaultLimit ? undefined : limit };
  const search = href({ ...others, page: page === 1 ? undefined : page }).split('?')[1];
  await sendPublic(req, res, search ? `${name}?${search}` : name, tag, async () => {
    const { items, total } = await load();
    const link = pageLinks(href, others, { page, limit, total });
    return withHeaders(items, { [TOTAL_COUNT_HEADER]: String(total), ...(link ? { [LINK_HEADER]: link } : {}) });
  });
}
