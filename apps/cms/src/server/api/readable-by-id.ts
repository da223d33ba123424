import type { Request } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { CollectionSlug, Payload } from 'payload';
import { findOne } from '../../lib/learning/learner-row';
import { asUser } from '../middleware/session';
import { ApiError } from './errors';
import { pathId } from './validate';

/**
 * The record at the path's `:id` as the signed-in user may read it: Payload's read rule decides
 * (the owner or an admin). For anyone else it does not exist: the same 404 as an unknown id.
 */
export async function readableById<T>(payload: Payload, req: Request, collection: CollectionSlug): Promise<T> {
  const doc = await findOne<T>(payload, { collection, where: { id: { equals: pathId(req) } }, ...asUser(req) });
  if (!doc) throw new ApiError(404, MESSAGES.notFound);
  return doc;
}
