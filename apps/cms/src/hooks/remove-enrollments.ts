import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * An enrollment cannot outlive its course or its member (both relations are required), so deleting
 * either first deletes its enrollments, in the same transaction. This is the system keeping the data
 * consistent after an allowed delete, hence overrideAccess.
 */
export const removeEnrollmentsOf =
  (field: 'course' | 'user'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: 'enrollments',
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    });
  };
