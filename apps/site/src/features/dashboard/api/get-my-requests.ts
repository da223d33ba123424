import { apiRoutes, type MemberServiceRequest } from '@manara/contracts';
import { apiRequestPage } from '@/lib/api-client';
import { useMemberRecords } from './member-records';

/** How many of the member's requests the dashboard lists, newest first. */
export const MY_REQUESTS_SHOWN = 10;

/** GET /api/me/service-requests: the signed-in member's own requests and quotes, newest first. */
export function getMyServiceRequests(signal?: AbortSignal) {
  return apiRequestPage<MemberServiceRequest>(apiRoutes.myServiceRequests.href({ limit: MY_REQUESTS_SHOWN, page: 1 }), {
    signal,
  });
}

/** The member's requests, read on every visit and focus: the team moves them along from the control panel. */
export function useMyServiceRequests(userId: string) {
  return useMemberRecords(userId, 'service-requests', getMyServiceRequests);
}
