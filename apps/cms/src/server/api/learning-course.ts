import type { Request } from 'express';
import { MESSAGES } from '@manara/contracts';
import type { Payload } from 'payload';
import { isPublished } from '../../collections/drafts';
import { ApiError } from './errors';
import { pathId } from './validate';

/**
 * The published course with this id, or the contract's 404: a member learns only on courses the
 * site shows (not drafts, not deleted ones).
 */
export async function requirePublishedCourse(payload: Payload, id: string): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'courses',
    where: { and: [{ id: { equals: id } }, isPublished] },
    overrideAccess: true,
  });
  if (totalDocs === 0) throw new ApiError(404, MESSAGES.courseNotFound);
}

/** The `:id` of a learning route as a published course's id, or the contract's 404. */
export async function publishedCourseId(payload: Payload, req: Request): Promise<string> {
  const id = pathId(req, MESSAGES.courseNotFound);
  await requirePublishedCourse(payload, id);
  return id;
}
