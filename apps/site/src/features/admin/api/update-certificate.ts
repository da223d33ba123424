import { apiRoutes, type AdminCertificate, type CertificateStatus } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/** PATCH /api/admin/certificates/{id}: revoke a certificate, or restore it. */
export function updateCertificate({
  id,
  status,
}: {
  id: string;
  status: CertificateStatus;
}): Promise<AdminCertificate> {
  return apiRequest<AdminCertificate>(apiRoutes.adminCertificate.href(id), { method: 'PATCH', body: { status } });
}

export function useUpdateCertificate() {
  return useAdminMutation(updateCertificate, [adminKeys.enrollments]);
}
