import type { CollectionBeforeChangeHook } from 'payload';

/** The review's time is stamped whenever an admin's decision changes the status (from /api or /cms). */
export const stampReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data;
  const status = data.status as string | undefined;
  if (status && status !== 'submitted' && status !== originalDoc?.status) data.reviewedAt = new Date().toISOString();
  return data;
};
