import { apiRoutes, CERTIFICATE_CODE, type CertificateVerification } from '@manara/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** Codes are read in any case, as the server reads them (a code typed from paper may be lower case). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const certificateQueryKey = (code: string) => ['certificates', code] as const;

/**
 * GET /api/certificates/{code}: whether a certificate is real. An unknown code (404) and a code that
 * cannot be one (not MNR-XXXX-XXXX, never sent to the server) both yield null: "not found".
 */
export async function getCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification | null> {
  if (!CERTIFICATE_CODE.test(normaliseCode(code))) return null;
  try {
    return await apiRequest<CertificateVerification>(apiRoutes.certificate.href(code), { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One queryOptions for the route's loader (server and browser) and the page's hook. */
export const certificateQuery = (code: string) =>
  queryOptions({ queryKey: certificateQueryKey(code), queryFn: ({ signal }) => getCertificate(code, signal) });

export function useCertificate(code: string) {
  return useQuery(certificateQuery(code));
}
