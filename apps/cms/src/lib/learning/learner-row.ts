import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';

type FindOneArgs = Pick<Parameters<Payload['find']>[0], 'overrideAccess' | 'user'> & {
  collection: CollectionSlug;
  where: Where;
  /** The request of a save in progress (a hook's), so the read joins its transaction. */
  req?: Partial<PayloadRequest>;
};

/** The first row that matches, unpopulated, in the caller's stored shape, or null. */
export async function findOne<T>(payload: Payload, { req, ...args }: FindOneArgs): Promise<T | null> {
  const { docs } = await payload.find({ ...args, limit: 1, depth: 0, ...(req ? { req } : {}) });
  return (docs[0] as unknown as T | undefined) ?? null;
}

/** A member on one course: whose enrollment, project or certificate. */
export interface LearnerKey {
  userId: string;
  courseId: string;
  /** The request of a save in progress (a hook's), so the read joins its transaction. */
  req?: Partial<PayloadRequest>;
}

/**
 * The member's row on a course in a collection that keeps one per member and course (enrollments,
 * project submissions, certificates), or null. Read as the system: the caller has decided whose row
 * it is.
 */
export const findLearnerRow = <T>(
  payload: Payload,
  collection: CollectionSlug,
  { userId, courseId, req }: LearnerKey,
) =>
  findOne<T>(payload, {
    collection,
    where: { and: [{ user: { equals: userId } }, { course: { equals: courseId } }] },
    overrideAccess: true,
    req,
  });
