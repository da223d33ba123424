import { apiRoutes, type MyCertificate } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/me/certificates (`{ docs }`): the member's certificates, newest first, valid and revoked. */
export async function getMyCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  const data = await apiRequest<{ docs?: MyCertificate[] }>(apiRoutes.myCertificates.href(), { signal });
  return Array.isArray(data.docs) ? data.docs : [];
}

/** Read on every visit: a certificate is issued on the course page and revoked from the control panel. */
export function useMyCertificates(userId: string) {
  return useQuery({
    queryKey: ['me', userId, 'certificates'],
    queryFn: ({ signal }) => getMyCertificates(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
