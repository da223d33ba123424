import {
  apiRoutes,
  type AdminOrder,
  type OrderFile,
  type OrderMessage,
  type ServiceRequest,
  type ServiceRequestPatch,
} from '@manara/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderKey } from './get-order';
import { staleAfter } from './keys';
import { updateServiceRequest } from './update-service-request';

/** After any change to an order: the open order, the list (its status, date, unread) and the counts. */
function useRefreshOrder(id: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [orderKey(id), ...staleAfter.serviceRequests])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/** The order's status, date, assignee and notes, saved together (PATCH /api/admin/service-requests/{id}). */
export function useUpdateOrder(id: string) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (patch: ServiceRequestPatch): Promise<ServiceRequest> => updateServiceRequest({ id, patch }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/service-requests/{id}/messages: the team writes to the member. */
export function useTeamMessage(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<OrderMessage>(apiRoutes.adminServiceRequestMessages.href(id), { method: 'POST', body: { body } }),
    onSuccess: (message) => {
      queryClient.setQueryData<AdminOrder>(orderKey(id), (order) =>
        order ? { ...order, messages: [...order.messages, message] } : order,
      );
      refresh();
    },
  });
}

/** POST /api/admin/service-requests/{id}/files: a deliverable for the member. */
export function useTeamUpload(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<OrderFile>(apiRoutes.adminServiceRequestFiles.href(id), { method: 'POST', body: form });
    },
    onSuccess: (file) => {
      queryClient.setQueryData<AdminOrder>(orderKey(id), (order) =>
        order ? { ...order, files: [...order.files, file] } : order,
      );
      refresh();
    },
  });
}

/** POST /api/admin/service-requests/{id}/read: the team has seen the order as it is now. */
export function markTeamRead(id: string): Promise<void> {
  return apiRequest<void>(apiRoutes.adminServiceRequestRead.href(id), { method: 'POST', body: {} });
}
