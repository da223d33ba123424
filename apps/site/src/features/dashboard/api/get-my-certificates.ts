import { apiRoutes, type MyCertificate } from '@manara/contracts';
import { getMemberDocs, useMemberRecords } from './member-records';

/** GET /api/me/certificates (`{ docs }`): the member's certificates, newest first, valid and revoked. */
export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  return getMemberDocs<MyCertificate>(apiRoutes.myCertificates.href(), signal);
}

/** Read on every visit: a certificate is issued on the course page and revoked from the control panel. */
export function useMyCertificates(userId: string) {
  return useMemberRecords(userId, 'certificates', getMyCertificates);
}
