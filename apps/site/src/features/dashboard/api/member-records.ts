import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * One of the member's own lists on the dashboard, under ['me', userId, name]: sign-out removes
 * everything under ['me'], and with the account in the key one member never sees another's list
 * after switching accounts. Read again whenever the dashboard is shown or the tab regains focus:
 * the team changes these records from the control panel, and the member should see it without a reload.
 */
export function useMemberRecords<T>(
  userId: string,
  name: string,
  fetchRecords: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['me', userId, name],
    queryFn: ({ signal }) => fetchRecords(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The list of an /api/me answer shaped `{ docs }`, or an empty one when the answer has none. */
export async function getMemberDocs<T>(href: string, signal?: AbortSignal): Promise<T[]> {
  const data = await apiRequest<{ docs?: T[] }>(href, { signal });
  return Array.isArray(data.docs) ? data.docs : [];
}
