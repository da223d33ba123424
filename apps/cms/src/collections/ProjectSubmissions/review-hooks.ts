import { NOTIFICATION_PAGES } from '@manara/contracts';
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';
import { notify } from '../../lib/notifications';
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

/**
 * The member hears of the review on their dashboard: accepted, or changes asked for. Inside the
 * save's transaction (req), from the control panel or /cms alike.
 */
export const notifyReview: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || doc.status === 'submitted') return doc;
  const course = await req.payload.findByID({
    collection: 'courses',
    id: idOf(doc.course),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  const courseTitle = course?.title ?? doc.title;
  const accepted = doc.status === 'accepted';
  await notify(req, {
    user: idOf(doc.user),
    kind: 'project_reviewed',
    title: accepted ? `Project accepted: ${courseTitle}` : `Changes requested: ${courseTitle}`,
    body: accepted
      ? 'A Manara tutor accepted your course project.'
      : 'A Manara tutor asked for changes: read their comment on the course page.',
    href: NOTIFICATION_PAGES.courseProject(idOf(doc.course)),
  });
  return doc;
};
