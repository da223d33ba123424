import { apiRoutes, type MyEnrollment } from '@manara/contracts';
import { getMemberDocs, useMemberRecords } from './member-records';

/** GET /api/me/enrollments (`{ docs }`): the member's enrollments, in progress first, then most recently updated. */
export function getMyEnrollments(signal?: AbortSignal): Promise<MyEnrollment[]> {
  return getMemberDocs<MyEnrollment>(apiRoutes.myEnrollments.href(), signal);
}

/**
 * Read on every visit and focus: progress moves on the course page (here or on another device) and
 * admins change enrollments in the control panel.
 */
export function useMyEnrollments(userId: string, enabled = true) {
  return useMemberRecords(userId, 'enrollments', getMyEnrollments, enabled);
}
