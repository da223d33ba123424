import { MESSAGES } from '@manara/contracts';
import type { CollectionBeforeDeleteHook } from 'payload';
import { CERTIFICATES, PROJECT_SUBMISSIONS } from '../lib/learning/records';
import { ClientError } from '../lib/client-error';

/**
 * An enrollment and a project submission cannot outlive their course or their member (both
 * relations are required), so deleting either first deletes them, in the same transaction; a
 * submission's PDF goes with it. Assessment attempts and certificates stay: an attempt counts for
 * nobody once its course or member is gone, and a certificate keeps its own copies of the holder's
 * name and the course's title (docs/decisions/022-portable-certificates.md). This is the system
 * keeping the data consistent after an allowed delete, hence overrideAccess.
 */
export const removeLearningOf =
  (field: 'course' | 'user'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const collection of ['enrollments', PROJECT_SUBMISSIONS] as const) {
      await req.payload.delete({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req });
    }
  };

/**
 * A certificate's credential names its course's page as the achievement, so a course that has
 * issued one stays; unpublishing takes it out of the catalog instead.
 */
export const keepCertifiedCourse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: CERTIFICATES,
    where: { course: { equals: id } },
    overrideAccess: true,
    req,
  });
  if (totalDocs > 0) throw new ClientError(MESSAGES.courseHasCertificates, 409);
};
