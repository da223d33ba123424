import { apiRoutes, type ServiceRequest, type ServiceRequestPatch } from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceRequest,
    // Lists refresh in the background; the toast does not wait for them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.serviceRequests });
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
    },
  });
}
