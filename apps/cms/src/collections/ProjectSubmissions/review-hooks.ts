import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import { issueCertificateIfEligible } from '../../lib/learning/certificates';
import { idOf } from '../../lib/learning/records';

/** The review's time is stamped whenever an admin's decision changes the status (from /api or /cms). */
export const stampReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data;
  const status = data.status as string | undefined;
  if (status && status !== 'submitted' && status !== originalDoc?.status) data.reviewedAt = new Date().toISOString();
  return data;
};

/**
 * An accepted project issues the certificate at once when the assessment is already passed, whether
 * the admin accepted it through the control panel or in /cms. Inside the save's transaction (req).
 */
export const issueOnAcceptance: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'accepted' || previousDoc?.status === 'accepted') return doc;
  await issueCertificateIfEligible(req.payload, { userId: idOf(doc.user), courseId: idOf(doc.course), req });
  return doc;
};
