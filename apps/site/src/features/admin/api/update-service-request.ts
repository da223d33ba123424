import { apiRoutes, type ServiceRequest, type ServiceRequestPatch } from '@manara/contracts';
import { apiRequest } from '@/lib/api-client';
import { staleAfter } from './keys';
import { useAdminMutation } from './admin-query';

/** PATCH /api/admin/service-requests/{id}: status and/or details. */
export function updateServiceRequest({
  id,
  patch,
}: {
  id: string;
  patch: ServiceRequestPatch;
}): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>(apiRoutes.adminServiceRequest.href(id), { method: 'PATCH', body: patch });
}

export function useUpdateServiceRequest() {
  return useAdminMutation(updateServiceRequest, staleAfter.serviceRequests);
}
