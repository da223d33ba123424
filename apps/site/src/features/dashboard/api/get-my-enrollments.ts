import { apiRoutes, type MyEnrollment } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The query key of a member's enrollments; the account is in it, so accounts never share a list. */
export const myEnrollmentsKey = (userId: string) => ['me', userId, 'enrollments'] as const;

/** GET /api/me/enrollments (`{ docs }`): the member's enrollments, in progress first, then most recently updated. */
export async function getMyEnrollments(signal?: AbortSignal): Promise<MyEnrollment[]> {
  const data = await apiRequest<{ docs?: MyEnrollment[] }>(apiRoutes.myEnrollments.href(), { signal });
  return Array.isArray(data.docs) ? data.docs : [];
}

/**
 * Read again whenever the dashboard is shown or the tab regains focus: progress moves on the course
 * page (here or on another device) and admins change enrollments in the control panel.
 */
export function useMyEnrollments(userId: string) {
  return useQuery({
    queryKey: myEnrollmentsKey(userId),
    queryFn: ({ signal }) => getMyEnrollments(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
