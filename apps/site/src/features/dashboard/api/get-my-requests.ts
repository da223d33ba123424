import { apiRoutes, type MemberServiceRequest } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-client';

/** How many of the member's requests the dashboard lists, newest first. */
export const MY_REQUESTS_SHOWN = 10;

/** GET /api/me/service-requests: the signed-in member's own requests and quotes, newest first. */
export function getMyServiceRequests(signal?: AbortSignal) {
  return apiRequestPage<MemberServiceRequest>(apiRoutes.myServiceRequests.href({ limit: MY_REQUESTS_SHOWN, page: 1 }), {
    signal,
  });
}

/**
 * The member's requests, read again whenever the dashboard is shown or the tab regains focus: the
 * team moves them along from the control panel, and the member should see it without a reload.
 * The account is in the key, so one member never sees another's list after switching accounts.
 */
export function useMyServiceRequests(userId: string) {
  return useQuery({
    queryKey: ['me', userId, 'service-requests'],
    queryFn: ({ signal }) => getMyServiceRequests(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
