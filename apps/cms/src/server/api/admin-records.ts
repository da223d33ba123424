import type { RequestHandler, Router } from 'express';
import type { CollectionSlug, DataFromCollectionSlug, Payload, PopulateType } from 'payload';
import type { z } from 'zod';
import { asUser } from '../middleware/session';
import { findPage, sendList } from './list';
import { parseWith, pathId } from './validate';

interface AdminPatch<C extends CollectionSlug, Shape> {
  collection: C;
  itemPattern: string;
  /** Only what the contract shape shows of the related documents. */
  populate: PopulateType;
  patchSchema: z.ZodType;
  toShape: (doc: DataFromCollectionSlug<C>) => Shape;
}

interface AdminRecords<C extends CollectionSlug, Shape> extends AdminPatch<C, Shape> {
  listPattern: string;
  /** The list's order, e.g. `-createdAt` for newest first. */
  sort: string;
}

/**
 * The two admin routes of a record the team works through (enrollments, service requests): the
 * paged list with its total in a header, and the PATCH of one record's status; both answer in the
 * contract's shape, with the related documents populated the same way.
 */
export function addAdminRecordRoutes<C extends CollectionSlug, Shape>(
  router: Router,
  payload: Payload,
  admin: RequestHandler,
  records: AdminRecords<C, Shape>,
): void {
  const { collection, listPattern, sort, populate, toShape } = records;
  router.get(listPattern, admin, async (req, res) => {
    const result = await findPage(payload, req, { collection, depth: 1, populate, sort });
    sendList(res, result.docs.map(toShape), result.totalDocs);
  });
  addAdminPatchRoute(router, payload, admin, records);
}

/** The admin PATCH of one record (its status, and for some its notes), answered in the contract's shape. */
export function addAdminPatchRoute<C extends CollectionSlug, Shape>(
  router: Router,
  payload: Payload,
  admin: RequestHandler,
  { collection, itemPattern, populate, patchSchema, toShape }: AdminPatch<C, Shape>,
): void {
  router.patch(itemPattern, admin, async (req, res) => {
    const id = pathId(req);
    // The contract's patch schema holds a subset of the collection's fields; Payload's types, generic
    // over the collection, cannot relate the two, so the checked data is handed over untyped.
    const data = parseWith(patchSchema, req.body) as never;
    const doc = await payload.update({ collection, id, data, depth: 1, populate, ...asUser(req) });
    res.json(toShape(doc));
  });
}
